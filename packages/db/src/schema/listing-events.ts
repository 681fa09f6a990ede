import {
  type TListingEventKind,
  type TListingRollupScope,
  type TUninstallReason,
  LISTING_EVENT_KINDS,
  LISTING_ROLLUP_SCOPES,
  UNINSTALL_REASONS,
} from "@store/domain/analytics/listing-events";
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { apps } from "./apps";

// Partner analytics (issue 29). Every figure the provider and the operator read is a small read of
// the rollups below, which the event's own writing transaction keeps (one upsert per table): no
// job, no lag. The daily ones are kept three times over (scope `app`, `provider` and `store`), so a
// provider's 1,000 apps or the whole store read as few rows as one app. Views are counted only in
// the rollups (no row per view, nothing about the viewer); the events with a tenant (requests,
// installs, uninstalls, connections) are also kept one row each.

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

const scopeColumns = {
  scope: text("scope", { enum: LISTING_ROLLUP_SCOPES }).$type<TListingRollupScope>().notNull(),
  /** The app's id, the provider's id, or STORE_SCOPE_ID. */
  scopeId: integer("scope_id").notNull(),
  /** The Japan-time day. */
  day: date("day", { mode: "string" }).notNull(),
  kind: text("kind", { enum: LISTING_EVENT_KINDS }).$type<TListingEventKind>().notNull(),
};

/** How many events of each kind an app, a provider's apps, or the store had on each Japan-time day. */
export const listingEventDays = pgTable(
  "listing_event_days",
  { ...scopeColumns, count: integer("count").notNull().default(0) },
  (t) => [primaryKey({ name: "listing_event_days_pk", columns: [t.scope, t.scopeId, t.day, t.kind] })],
);

/**
 * Views and installs per Japan-time day by campaign (utm_source, utm_medium, utm_campaign; '' when
 * the visit had none of one), for the sources table, in the same three scopes.
 */
export const listingEventSourceDays = pgTable(
  "listing_event_source_days",
  {
    ...scopeColumns,
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "listing_event_source_days_pk",
      columns: [t.scope, t.scopeId, t.day, t.kind, t.utmSource, t.utmMedium, t.utmCampaign],
    }),
  ],
);

/**
 * Why a company left (the uninstall dialog's optional answer): no tenant, no person, only the app
 * (and its provider, so a provider's 1,000 apps read as one range) and the time.
 */
export const uninstallReasons = pgTable(
  "uninstall_reasons",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    appProviderId: integer("app_provider_id").notNull(),
    reason: text("reason", { enum: UNINSTALL_REASONS }).$type<TUninstallReason>().notNull(),
    note: text("note").notNull().default(""),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("uninstall_reasons_app_idx").on(t.appId, t.occurredAt),
    index("uninstall_reasons_provider_idx").on(t.appProviderId, t.occurredAt),
  ],
);

/**
 * What visitors searched the store for, per Japan-time day (issue 29, the operator's top searches):
 * the query as normalised (NFKC, lower case, single spaces), how often, and how often it found
 * nothing. No visitor, no session, no address.
 */
export const searchQueryDays = pgTable(
  "search_query_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(0),
    emptyCount: integer("empty_count").notNull().default(0),
  },
  (t) => [primaryKey({ name: "search_query_days_pk", columns: [t.day, t.query] })],
);
