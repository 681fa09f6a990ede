-- Pick-up links and top links were the same table twice: one links table with a kind. Pick-up
-- rows keep their ids; top link rows follow them in their old id order (ids are per table no more).
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"link_url" text NOT NULL,
	"image_url" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "links" ("id", "kind", "link_url", "image_url", "alt", "position", "published_at")
SELECT "id", 'pickups', "link_url", "image_url", "alt", "position", "published_at" FROM "pickup_links";
--> statement-breakpoint
INSERT INTO "links" ("id", "kind", "link_url", "image_url", "alt", "position", "published_at")
SELECT (SELECT coalesce(max("id"), 0) FROM "pickup_links") + row_number() OVER (ORDER BY "id"),
	'top_links', "link_url", "image_url", "alt", "position", "published_at"
FROM "top_links";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('links', 'id'), coalesce(max("id"), 0) + 1, false) FROM "links";
--> statement-breakpoint
DROP TABLE "pickup_links";
--> statement-breakpoint
DROP TABLE "top_links";
--> statement-breakpoint
CREATE INDEX "links_kind_position_idx" ON "links" USING btree ("kind","position","id");
