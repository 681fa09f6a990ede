DROP INDEX "apps_provider_idx";--> statement-breakpoint
ALTER TABLE "uninstall_reasons" ADD COLUMN "app_provider_id" integer;--> statement-breakpoint
-- The reasons kept so far take their app's provider.
UPDATE "uninstall_reasons" r SET "app_provider_id" = a."app_provider_id" FROM "apps" a WHERE a."id" = r."app_id";--> statement-breakpoint
ALTER TABLE "uninstall_reasons" ALTER COLUMN "app_provider_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "uninstall_reasons_provider_idx" ON "uninstall_reasons" USING btree ("app_provider_id","occurred_at");--> statement-breakpoint
CREATE INDEX "apps_provider_idx" ON "apps" USING btree ("app_provider_id","installed_count");
