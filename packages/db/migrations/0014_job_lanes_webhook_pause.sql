ALTER TABLE "jobs" ADD COLUMN "lane" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "group_key" text;--> statement-breakpoint
UPDATE "jobs" SET "lane" = CASE "kind" WHEN 'installationReconcile' THEN 'suite' WHEN 'providerWebhookDelivery' THEN 'webhooks' ELSE 'mail' END;--> statement-breakpoint
UPDATE "jobs" AS j SET "group_key" = 'provider:' || d."app_provider_id" FROM "webhook_deliveries" AS d WHERE j."kind" = 'providerWebhookDelivery' AND d."id" = (j."payload"->>'deliveryId')::int;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "paused_reason" text;--> statement-breakpoint
CREATE INDEX "jobs_lane_due_idx" ON "jobs" USING btree ("lane","status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_group_running_idx" ON "jobs" USING btree ("group_key","status");