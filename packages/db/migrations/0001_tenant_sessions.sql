CREATE TABLE "store_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"suite_user_id" text NOT NULL,
	"suite_sid" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"tenants" jsonb NOT NULL,
	"current_tenant_id" text,
	"admin" boolean NOT NULL,
	"access" text NOT NULL,
	"access_subdomain" text,
	"validated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE INDEX "tenant_sessions_user_idx" ON "tenant_sessions" USING btree ("suite_user_id");--> statement-breakpoint
CREATE INDEX "tenant_sessions_sid_idx" ON "tenant_sessions" USING btree ("suite_sid");--> statement-breakpoint
CREATE INDEX "tenant_sessions_expires_idx" ON "tenant_sessions" USING btree ("expires_at");