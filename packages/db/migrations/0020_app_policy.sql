CREATE TABLE "tenant_app_policies" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'any' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_app_rules" (
	"tenant_id" text NOT NULL,
	"app_id" integer NOT NULL,
	"rule" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_app_rules_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_app_policies" ADD CONSTRAINT "tenant_app_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_app_rules" ADD CONSTRAINT "tenant_app_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_app_rules" ADD CONSTRAINT "tenant_app_rules_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_app_rules_app_idx" ON "tenant_app_rules" USING btree ("app_id");