import {
  type TListingEventKind,
  type TUninstallReason,
  LISTING_EVENT_KINDS,
  UNINSTALL_REASONS,
} from "@store/domain/analytics/listing-events";
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { apps } from "./apps";

// Partner analytics (issue 29). Every figure the provider and the operator read is a small read of
// the two rollups below, which the event's own writing transaction keeps (one upsert each): no job,
// no lag. Views are counted only there (no row per view, nothing about the viewer); the events with
// a tenant (requests, installs, uninstalls, connections) are also kept one row each.

/** An event with its tenant where there is one, and the campaign values of the visit (SPEC §3). */
export const listingEvents = pgTable(
  "listing_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LISTING_EVENT_KINDS }).$type<TListingEventKind>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    tenantId: text("tenant_id"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
  },
  (t) => [index("listing_events_app_idx").on(t.appId, t.occurredAt)],
);

/** How many events of each kind an app had in each hour (UTC hours; Japan time is a whole-hour shift). */
export const listingEventHours = pgTable(
  "listing_event_hours",
  {
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    kind: text("kind", { enum: LISTING_EVENT_KINDS }).$type<TListingEventKind>().notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ name: "listing_event_hours_pk", columns: [t.appId, t.hour, t.kind] })],
);

/**
 * Views and installs per Japan-time day by campaign (utm_source, utm_medium, utm_campaign; '' when
 * the visit had none of one), for the provider's sources table.
 */
export const listingEventSources = pgTable(
  "listing_event_sources",
  {
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: LISTING_EVENT_KINDS }).$type<TListingEventKind>().notNull(),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "listing_event_sources_pk",
      columns: [t.appId, t.day, t.kind, t.utmSource, t.utmMedium, t.utmCampaign],
    }),
  ],
);

/** Why a company left (the uninstall dialog's optional answer): no tenant, no person, only the app and the time. */
export const uninstallReasons = pgTable(
  "uninstall_reasons",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: UNINSTALL_REASONS }).$type<TUninstallReason>().notNull(),
    note: text("note").notNull().default(""),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uninstall_reasons_app_idx").on(t.appId, t.occurredAt)],
);
