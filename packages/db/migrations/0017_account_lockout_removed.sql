ALTER TABLE "provider_users" DROP COLUMN "failed_sign_in_count";--> statement-breakpoint
ALTER TABLE "provider_users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_sign_in_count";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";