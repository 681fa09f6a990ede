CREATE TABLE "provider_announcement_reads" (
	"announcement_id" integer NOT NULL,
	"provider_user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_announcement_reads_announcement_id_provider_user_id_pk" PRIMARY KEY("announcement_id","provider_user_id")
);
--> statement-breakpoint
DROP INDEX "provider_users_email_idx";--> statement-breakpoint
DROP INDEX "operators_email_idx";--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_users" ADD COLUMN "failed_sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "failed_sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_announcement_reads" ADD CONSTRAINT "provider_announcement_reads_announcement_id_provider_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."provider_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_announcement_reads" ADD CONSTRAINT "provider_announcement_reads_provider_user_id_provider_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."provider_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_kind","account_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_users_email_idx" ON "provider_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree (lower("email"));