ALTER TABLE "draft_apps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_apps" ADD COLUMN "notification_locale" text DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_apps" ADD COLUMN "updated_by_provider_user_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_apps_open_per_app_idx" ON "draft_apps" USING btree ("app_id") WHERE "draft_apps"."merged" = false and "draft_apps"."app_id" is not null;