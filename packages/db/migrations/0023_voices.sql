CREATE TABLE "voice_helpful_votes" (
	"voice_id" integer NOT NULL,
	"suite_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_helpful_votes_voice_id_suite_user_id_pk" PRIMARY KEY("voice_id","suite_user_id")
);
--> statement-breakpoint
CREATE TABLE "voice_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"voice_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reporter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "voice_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "voice_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "voice_rating_average" double precision;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "locale" text DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "suite_user_id" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "show_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "show_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "checks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "reply_by" integer;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_voices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_helpful_votes" ADD CONSTRAINT "voice_helpful_votes_voice_id_user_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."user_voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_reports" ADD CONSTRAINT "voice_reports_voice_id_user_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."user_voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_reports_voice_idx" ON "voice_reports" USING btree ("voice_id","created_at");--> statement-breakpoint
ALTER TABLE "user_voices" ADD CONSTRAINT "user_voices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_voices" ADD CONSTRAINT "user_voices_moderated_by_operators_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_voices" ADD CONSTRAINT "user_voices_reply_by_provider_users_id_fk" FOREIGN KEY ("reply_by") REFERENCES "public"."provider_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_rating_idx" ON "apps" USING btree ("voice_rating_average" desc nulls last,"voice_rating_count" desc,"published_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "user_voices_author_idx" ON "user_voices" USING btree ("app_id","suite_user_id") WHERE "user_voices"."suite_user_id" is not null;--> statement-breakpoint
CREATE INDEX "user_voices_newest_idx" ON "user_voices" USING btree ("app_id","status","published_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "user_voices_helpful_idx" ON "user_voices" USING btree ("app_id","status","helpful_count" desc,"published_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "user_voices_status_idx" ON "user_voices" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "user_voices" ADD CONSTRAINT "user_voices_rating_check" CHECK ("user_voices"."rating" between 1 and 5);--> statement-breakpoint-- Voices from before moderation: those with a publication date were shown, so they stay published.
DROP TRIGGER "user_voices_keep_count" ON "user_voices";--> statement-breakpoint
UPDATE "user_voices" SET
	"status" = CASE WHEN "published_at" IS NOT NULL THEN 'published' ELSE 'pending' END,
	"created_at" = COALESCE("published_at", now()),
	"updated_at" = COALESCE("published_at", now());--> statement-breakpoint
-- Kept on apps (issue 28), in the transaction that publishes, takes down, edits or deletes a voice:
-- the public voices (published, or reported and still shown while an operator decides), their ratings' sum and count, and the average the list sorts and filters by
-- on apps_rating_idx (stored: computed per request it would read every voice of 100,000 apps).
CREATE OR REPLACE FUNCTION "apps_keep_voice_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."app_id" = NEW."app_id" AND OLD."status" = NEW."status"
		AND OLD."rating" IS NOT DISTINCT FROM NEW."rating" THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."status" IN ('published', 'reported') THEN
		UPDATE "apps" SET
			"voice_count" = "voice_count" - 1,
			"voice_rating_sum" = "voice_rating_sum" - COALESCE(OLD."rating", 0),
			"voice_rating_count" = "voice_rating_count" - (OLD."rating" IS NOT NULL)::int,
			"voice_rating_average" = ("voice_rating_sum" - COALESCE(OLD."rating", 0))::double precision
				/ NULLIF("voice_rating_count" - (OLD."rating" IS NOT NULL)::int, 0)
		WHERE "id" = OLD."app_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" IN ('published', 'reported') THEN
		UPDATE "apps" SET
			"voice_count" = "voice_count" + 1,
			"voice_rating_sum" = "voice_rating_sum" + COALESCE(NEW."rating", 0),
			"voice_rating_count" = "voice_rating_count" + (NEW."rating" IS NOT NULL)::int,
			"voice_rating_average" = ("voice_rating_sum" + COALESCE(NEW."rating", 0))::double precision
				/ NULLIF("voice_rating_count" + (NEW."rating" IS NOT NULL)::int, 0)
		WHERE "id" = NEW."app_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_voices_keep_count" AFTER INSERT OR DELETE OR UPDATE OF "app_id", "status", "rating" ON "user_voices" FOR EACH ROW EXECUTE FUNCTION "apps_keep_voice_count"();--> statement-breakpoint
-- A voice's helpful votes and reports, counted on the voice in the transaction that adds or removes one.
CREATE FUNCTION "user_voices_keep_helpful_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "user_voices" SET "helpful_count" = "helpful_count" - 1 WHERE "id" = OLD."voice_id";
	ELSE
		UPDATE "user_voices" SET "helpful_count" = "helpful_count" + 1 WHERE "id" = NEW."voice_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "voice_helpful_votes_keep_count" AFTER INSERT OR DELETE ON "voice_helpful_votes" FOR EACH ROW EXECUTE FUNCTION "user_voices_keep_helpful_count"();--> statement-breakpoint
CREATE FUNCTION "user_voices_keep_report_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "user_voices" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."voice_id";
	ELSE
		UPDATE "user_voices" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."voice_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "voice_reports_keep_count" AFTER INSERT OR DELETE ON "voice_reports" FOR EACH ROW EXECUTE FUNCTION "user_voices_keep_report_count"();--> statement-breakpoint
UPDATE "apps" SET
	"voice_count" = "t"."voices",
	"voice_rating_sum" = "t"."rating_sum",
	"voice_rating_count" = "t"."ratings",
	"voice_rating_average" = "t"."rating_sum"::double precision / NULLIF("t"."ratings", 0)
FROM (
	SELECT "app_id", count(*)::int AS "voices", COALESCE(sum("rating"), 0)::int AS "rating_sum", count("rating")::int AS "ratings"
	FROM "user_voices" WHERE "status" IN ('published', 'reported') GROUP BY "app_id"
) AS "t"
WHERE "apps"."id" = "t"."app_id";
