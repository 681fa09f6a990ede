CREATE TABLE "addon_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_provider_id" integer NOT NULL,
	"addon_key" text NOT NULL,
	"name" text NOT NULL,
	"addon_url" text NOT NULL,
	"registered_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_uri" text,
	"registration_access_token" text,
	"suite_state" text,
	"state_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "development_installations" ALTER COLUMN "oauth_client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "development_installations" ADD COLUMN "addon_key" text;--> statement-breakpoint
ALTER TABLE "addon_registrations" ADD CONSTRAINT "addon_registrations_app_provider_id_app_providers_id_fk" FOREIGN KEY ("app_provider_id") REFERENCES "public"."app_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addon_registrations_addon_key_idx" ON "addon_registrations" USING btree ("addon_key");--> statement-breakpoint
CREATE INDEX "addon_registrations_provider_idx" ON "addon_registrations" USING btree ("app_provider_id");--> statement-breakpoint
-- The add-ons of existing install and labs apps become registrations without a registration (the
-- parent service's business alone, as the seed's OAuth clients are), under the key 'ad_' || code.
INSERT INTO "addon_registrations" ("app_provider_id", "addon_key", "name", "addon_url", "registered_scopes")
SELECT "app_provider_id", 'ad_' || "code", "name", COALESCE("content"->'integration'->>'addonUrl', ''), COALESCE("content"->'integration'->'scopes', '[]'::jsonb)
FROM "apps" WHERE "integration_type" IN ('install', 'suite_labs')
ON CONFLICT ("addon_key") DO NOTHING;--> statement-breakpoint
UPDATE "apps" SET "content" = jsonb_set("content", '{integration}', (("content"->'integration') - 'addonUrl'::text) || jsonb_build_object('addonKey', CASE WHEN "integration_type" IN ('install', 'suite_labs') THEN to_jsonb('ad_' || "code") ELSE 'null'::jsonb END)) WHERE "content" ? 'integration';--> statement-breakpoint
UPDATE "draft_apps" SET "content" = jsonb_set("content", '{integration}', (("content"->'integration') - 'addonUrl'::text) || jsonb_build_object('addonKey', CASE WHEN "content"->>'integrationType' IN ('install', 'suite_labs') AND EXISTS (SELECT 1 FROM "addon_registrations" r WHERE r."addon_key" = 'ad_' || ("content"->>'code') AND r."app_provider_id" = "draft_apps"."app_provider_id") THEN to_jsonb('ad_' || ("content"->>'code')) ELSE 'null'::jsonb END)) WHERE "content" ? 'integration';
