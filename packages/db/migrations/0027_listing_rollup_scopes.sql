CREATE TABLE "listing_event_days" (
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_event_days_pk" PRIMARY KEY("scope","scope_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "listing_event_source_days" (
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_event_source_days_pk" PRIMARY KEY("scope","scope_id","day","kind","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"empty_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
-- The events counted so far, carried into the daily rollups of the three scopes (Japan days).
INSERT INTO "listing_event_days" ("scope", "scope_id", "day", "kind", "count")
SELECT s."scope", s."scope_id", ((h."hour" AT TIME ZONE 'UTC') + interval '9 hours')::date, h."kind", sum(h."count")::int
FROM "listing_event_hours" h
JOIN "apps" a ON a."id" = h."app_id"
CROSS JOIN LATERAL (VALUES ('app', a."id"), ('provider', a."app_provider_id"), ('store', 0)) AS s("scope", "scope_id")
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "listing_event_source_days" ("scope", "scope_id", "day", "kind", "utm_source", "utm_medium", "utm_campaign", "count")
SELECT s."scope", s."scope_id", e."day", e."kind", e."utm_source", e."utm_medium", e."utm_campaign", sum(e."count")::int
FROM "listing_event_sources" e
JOIN "apps" a ON a."id" = e."app_id"
CROSS JOIN LATERAL (VALUES ('app', a."id"), ('provider', a."app_provider_id"), ('store', 0)) AS s("scope", "scope_id")
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
DROP TABLE "listing_event_sources" CASCADE;