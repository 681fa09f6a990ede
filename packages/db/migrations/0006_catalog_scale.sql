ALTER TABLE "apps" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "installed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "voice_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "apps_search_grams_idx" ON "apps" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "apps_latest_idx" ON "apps" USING btree ("published_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "apps_featured_idx" ON "apps" USING btree ("featured_position" asc nulls last,"published_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "apps_popular_idx" ON "apps" USING btree ("installed_count" desc,"published_at" desc nulls last,"id" desc);--> statement-breakpoint
-- Kept counts (issue 12): an app's installations and published user voices, changed in the same
-- transaction as the row that changes them, so the list never counts them per request.
CREATE FUNCTION "apps_keep_installed_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "apps" SET "installed_count" = "installed_count" - 1 WHERE "id" = OLD."app_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "apps" SET "installed_count" = "installed_count" + 1 WHERE "id" = NEW."app_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "installations_keep_count" AFTER INSERT OR DELETE OR UPDATE OF "app_id" ON "installations" FOR EACH ROW EXECUTE FUNCTION "apps_keep_installed_count"();--> statement-breakpoint
CREATE FUNCTION "apps_keep_voice_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."published_at" IS NOT NULL THEN
		UPDATE "apps" SET "voice_count" = "voice_count" - 1 WHERE "id" = OLD."app_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."published_at" IS NOT NULL THEN
		UPDATE "apps" SET "voice_count" = "voice_count" + 1 WHERE "id" = NEW."app_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_voices_keep_count" AFTER INSERT OR DELETE OR UPDATE OF "app_id", "published_at" ON "user_voices" FOR EACH ROW EXECUTE FUNCTION "apps_keep_voice_count"();--> statement-breakpoint
UPDATE "apps" SET
	"installed_count" = (SELECT count(*) FROM "installations" WHERE "installations"."app_id" = "apps"."id"),
	"voice_count" = (SELECT count(*) FROM "user_voices" WHERE "user_voices"."app_id" = "apps"."id" AND "user_voices"."published_at" IS NOT NULL);
