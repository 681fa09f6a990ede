CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"app_id" integer NOT NULL,
	"integration_type" text NOT NULL,
	"account" text NOT NULL,
	"suite_client_id" text,
	"addon_id" text,
	"apps" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"suite_user_id" text NOT NULL,
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"previous_hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_hash_pk" PRIMARY KEY("bucket","key_hash")
);
--> statement-breakpoint
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
ALTER TABLE "terms_versions" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD COLUMN "toc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "installation_operations" ADD CONSTRAINT "installation_operations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_operations" ADD CONSTRAINT "installation_operations_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "installation_operations_key_idx" ON "installation_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_operations_open_idx" ON "installation_operations" USING btree ("tenant_id","account") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "installation_operations_tenant_idx" ON "installation_operations" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "tenant_sessions_user_idx" ON "tenant_sessions" USING btree ("suite_user_id");--> statement-breakpoint
CREATE INDEX "tenant_sessions_sid_idx" ON "tenant_sessions" USING btree ("suite_sid");--> statement-breakpoint
CREATE INDEX "tenant_sessions_expires_idx" ON "tenant_sessions" USING btree ("expires_at");