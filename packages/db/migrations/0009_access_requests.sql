ALTER TABLE "access_requests" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_open_idx" ON "access_requests" USING btree ("tenant_id","app_id","suite_user_id") WHERE "access_requests"."status" = 'pending';