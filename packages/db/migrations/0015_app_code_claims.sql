CREATE TABLE "app_code_claims" (
	"code" text PRIMARY KEY NOT NULL,
	"draft_app_id" integer NOT NULL,
	CONSTRAINT "app_code_claims_draft_idx" UNIQUE("draft_app_id")
);
--> statement-breakpoint
ALTER TABLE "app_code_claims" ADD CONSTRAINT "app_code_claims_draft_app_id_draft_apps_id_fk" FOREIGN KEY ("draft_app_id") REFERENCES "public"."draft_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The codes open new-app drafts hold today; of drafts sharing one, the first created keeps it.
INSERT INTO "app_code_claims" ("code", "draft_app_id")
SELECT DISTINCT ON ("code") "code", "id"
FROM "draft_apps"
WHERE "merged" = false AND "app_id" IS NULL AND "code" <> ''
ORDER BY "code", "created_at", "id";
