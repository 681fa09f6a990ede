CREATE TABLE "development_installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"draft_app_id" integer NOT NULL,
	"oauth_client_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"installed_by" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "development_tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"app_provider_id" integer,
	"subdomain" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "redirect_uris" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "registered_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "registration_client_uri" text;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "registration_access_token" text;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "suite_state" text;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "state_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "secret_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "granted_scopes" jsonb;--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "declined_scopes" jsonb;--> statement-breakpoint
ALTER TABLE "development_installations" ADD CONSTRAINT "development_installations_tenant_id_development_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."development_tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_installations" ADD CONSTRAINT "development_installations_draft_app_id_draft_apps_id_fk" FOREIGN KEY ("draft_app_id") REFERENCES "public"."draft_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_tenants" ADD CONSTRAINT "development_tenants_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "development_installations_tenant_draft_idx" ON "development_installations" USING btree ("tenant_id","draft_app_id");--> statement-breakpoint
CREATE INDEX "development_installations_draft_idx" ON "development_installations" USING btree ("draft_app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "development_tenants_provider_idx" ON "development_tenants" USING btree ("app_provider_id") WHERE "development_tenants"."kind" = 'development';--> statement-breakpoint
CREATE UNIQUE INDEX "development_tenants_review_idx" ON "development_tenants" USING btree ("kind") WHERE "development_tenants"."kind" = 'review';--> statement-breakpoint
-- Content written before issue 27 gains its integration settings, empty (schemas/app-content.ts).
UPDATE "apps" SET "content" = "content" || '{"integration":{"oauthClientId":null,"scopes":[],"addonUrl":null,"ssoMetadataUrl":null,"acsUrl":null,"dataSyncUrl":null}}'::jsonb WHERE NOT ("content" ? 'integration');--> statement-breakpoint
UPDATE "draft_apps" SET "content" = "content" || '{"integration":{"oauthClientId":null,"scopes":[],"addonUrl":null,"ssoMetadataUrl":null,"acsUrl":null,"dataSyncUrl":null}}'::jsonb WHERE NOT ("content" ? 'integration');
