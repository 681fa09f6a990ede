CREATE TABLE "listing_event_hours" (
	"app_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_event_hours_pk" PRIMARY KEY("app_id","hour","kind")
);
--> statement-breakpoint
CREATE TABLE "listing_event_sources" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_event_sources_pk" PRIMARY KEY("app_id","day","kind","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "listing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text
);
--> statement-breakpoint
CREATE TABLE "uninstall_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_event_hours" ADD CONSTRAINT "listing_event_hours_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_event_sources" ADD CONSTRAINT "listing_event_sources_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uninstall_reasons" ADD CONSTRAINT "uninstall_reasons_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_app_idx" ON "listing_events" USING btree ("app_id","occurred_at");--> statement-breakpoint
CREATE INDEX "uninstall_reasons_app_idx" ON "uninstall_reasons" USING btree ("app_id","occurred_at");