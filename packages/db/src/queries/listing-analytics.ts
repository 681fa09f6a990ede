import { addDays, japanDay, japanDayStart, type TAnalyticsPeriod } from "@store/domain/analytics/analytics-query";
import {
  ADDED_EVENT_KINDS,
  LISTING_EVENT_KINDS,
  REMOVED_EVENT_KINDS,
  REQUEST_EVENT_KINDS,
  STORE_SCOPE_ID,
  sumKinds,
  type TListingEventKind,
  type TListingRollupScope,
  type TUninstallReason,
} from "@store/domain/analytics/listing-events";
import { and, desc, eq, gte, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { appProviders } from "../schema/providers";
import { listingEventDays, listingEventSourceDays, uninstallReasons } from "../schema/listing-events";

// The analytics of issue 29, for one app, a provider's apps, or the whole store: small reads of the
// daily rollups of that scope (listing_event_days, listing_event_source_days) and of
// uninstall_reasons, never of listing_events. Nothing here names a tenant or a person: the rollups
// hold none, and uninstall_reasons holds only the app and the time.

export type TKindCounts = Record<TListingEventKind, number>;
export type TAnalyticsDay = { day: string; counts: TKindCounts; activeInstallations: number };
export type TAnalyticsSource = {
  kind: "view" | "install";
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  count: number;
};
export type TListingAnalytics = {
  period: TAnalyticsPeriod;
  previousPeriod: TAnalyticsPeriod;
  totals: TKindCounts;
  previousTotals: TKindCounts;
  days: TAnalyticsDay[];
  funnel: {
    views: number;
    requests: number;
    installs: number;
    /** requests / views, installs / requests, installs / views; null when the step before had none. */
    viewToRequest: number | null;
    requestToInstall: number | null;
    viewToInstall: number | null;
  };
  sources: TAnalyticsSource[];
  uninstallReasons: { reason: TUninstallReason; count: number }[];
  uninstallNotes: { reason: TUninstallReason; note: string; day: string }[];
  activeInstallations: { now: number; atStart: number; atEnd: number };
};

/** How many sources and notes one reading shows at most. */
export const ANALYTICS_SOURCE_LIMIT = 50;
export const ANALYTICS_NOTE_LIMIT = 20;

export function zeroCounts(): TKindCounts {
  return Object.fromEntries(LISTING_EVENT_KINDS.map((kind) => [kind, 0])) as TKindCounts;
}

function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** Whose figures: one app (checked by the caller), all of a provider's apps, or the whole store. */
export type TAnalyticsSubject = { appId: number } | { appProviderId: number } | "store";

export type TAnalyticsScope = {
  subject: TAnalyticsSubject;
  period: TAnalyticsPeriod;
  previousPeriod: TAnalyticsPeriod;
  now: Date;
};

/** The rollups' scope and id of a subject. */
function rollupKey(subject: TAnalyticsSubject): { scope: TListingRollupScope; scopeId: number } {
  if (subject === "store") return { scope: "store", scopeId: STORE_SCOPE_ID };
  if ("appId" in subject) return { scope: "app", scopeId: subject.appId };
  return { scope: "provider", scopeId: subject.appProviderId };
}

/** The subject's condition on apps (joined to the table read). */
function appsOf(subject: TAnalyticsSubject): SQL {
  if (subject === "store") return sql`true`;
  return "appId" in subject ? eq(apps.id, subject.appId) : eq(apps.appProviderId, subject.appProviderId);
}

/** Events per Japan-time day and kind from the previous period's first day up to today. */
async function dailyCounts(db: TDb, scope: TAnalyticsScope) {
  const { scope: rollup, scopeId } = rollupKey(scope.subject);
  return db
    .select({ day: listingEventDays.day, kind: listingEventDays.kind, count: listingEventDays.count })
    .from(listingEventDays)
    .where(
      and(
        eq(listingEventDays.scope, rollup),
        eq(listingEventDays.scopeId, scopeId),
        gte(listingEventDays.day, scope.previousPeriod.from),
      ),
    );
}

function sumPeriod(byDay: Map<string, TKindCounts>, period: TAnalyticsPeriod): TKindCounts {
  const totals = zeroCounts();
  for (let i = 0; i < period.days; i++) {
    const counts = byDay.get(addDays(period.from, i));
    if (!counts) continue;
    for (const kind of LISTING_EVENT_KINDS) totals[kind] += counts[kind];
  }
  return totals;
}

/** Each day of the period with its counts and the installations active at its end. */
function walkDays(byDay: Map<string, TKindCounts>, period: TAnalyticsPeriod, installedNow: number, today: string) {
  // Active at the end of day D = now − installs after D + uninstalls after D.
  let active = installedNow;
  const activeAtEnd = new Map<string, number>();
  const last = period.to < today ? today : period.to;
  for (let day = last; day >= addDays(period.from, -1); day = addDays(day, -1)) {
    activeAtEnd.set(day, Math.max(0, active));
    const counts = byDay.get(day);
    if (counts) active += sumKinds(counts, REMOVED_EVENT_KINDS) - sumKinds(counts, ADDED_EVENT_KINDS);
  }
  const days: TAnalyticsDay[] = [];
  for (let i = 0; i < period.days; i++) {
    const day = addDays(period.from, i);
    days.push({ day, counts: byDay.get(day) ?? zeroCounts(), activeInstallations: activeAtEnd.get(day) ?? 0 });
  }
  return { days, atStart: activeAtEnd.get(addDays(period.from, -1)) ?? 0, atEnd: activeAtEnd.get(period.to) ?? 0 };
}

async function readSources(db: TDb, scope: TAnalyticsScope): Promise<TAnalyticsSource[]> {
  const { scope: rollup, scopeId } = rollupKey(scope.subject);
  const table = listingEventSourceDays;
  const total = sql<number>`sum(${table.count})::int`;
  const rows = await db
    .select({
      kind: table.kind,
      utmSource: table.utmSource,
      utmMedium: table.utmMedium,
      utmCampaign: table.utmCampaign,
      count: total,
    })
    .from(table)
    .where(
      and(
        eq(table.scope, rollup),
        eq(table.scopeId, scopeId),
        gte(table.day, scope.period.from),
        lte(table.day, scope.period.to),
      ),
    )
    .groupBy(table.kind, table.utmSource, table.utmMedium, table.utmCampaign)
    .orderBy(desc(total), table.kind, table.utmSource, table.utmMedium)
    .limit(ANALYTICS_SOURCE_LIMIT);
  // A connection is how a connect app is installed: both are the sources' installs.
  const merged = new Map<string, TAnalyticsSource>();
  for (const row of rows) {
    const kind = row.kind === "view" ? "view" : "install";
    const key = JSON.stringify([kind, row.utmSource, row.utmMedium, row.utmCampaign]);
    const seen = merged.get(key);
    if (seen) seen.count += row.count;
    else merged.set(key, { ...row, kind });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

/** The subject's condition on uninstall_reasons, which keeps the app and its provider. */
function reasonsOf(subject: TAnalyticsSubject): SQL {
  if (subject === "store") return sql`true`;
  return "appId" in subject
    ? eq(uninstallReasons.appId, subject.appId)
    : eq(uninstallReasons.appProviderId, subject.appProviderId);
}

async function readReasons(db: TDb, scope: TAnalyticsScope) {
  const within = and(
    reasonsOf(scope.subject),
    gte(uninstallReasons.occurredAt, japanDayStart(scope.period.from)),
    lt(uninstallReasons.occurredAt, japanDayStart(addDays(scope.period.to, 1))),
  );
  const total = sql<number>`count(*)::int`;
  const [counts, notes] = await Promise.all([
    db
      .select({ reason: uninstallReasons.reason, count: total })
      .from(uninstallReasons)
      .where(within)
      .groupBy(uninstallReasons.reason)
      .orderBy(desc(total), uninstallReasons.reason),
    db
      .select({ reason: uninstallReasons.reason, note: uninstallReasons.note, occurredAt: uninstallReasons.occurredAt })
      .from(uninstallReasons)
      .where(and(within, ne(uninstallReasons.note, "")))
      .orderBy(desc(uninstallReasons.occurredAt), desc(uninstallReasons.id))
      .limit(ANALYTICS_NOTE_LIMIT),
  ]);
  return {
    uninstallReasons: counts,
    uninstallNotes: notes.map((row) => ({ reason: row.reason, note: row.note, day: japanDay(row.occurredAt) })),
  };
}

/**
 * Issue 29: the figures of one app, a provider's apps or the store over Japan-time days: totals
 * and the previous period's, each day, the funnel, the sources, why companies left, and the
 * installations active over time (today's installed counts walked back day by day).
 */
export async function readListingAnalytics(db: TDb, scope: TAnalyticsScope): Promise<TListingAnalytics> {
  const [rows, sources, reasons, [installed]] = await Promise.all([
    dailyCounts(db, scope),
    readSources(db, scope),
    readReasons(db, scope),
    db
      .select({ count: sql<number>`coalesce(sum(${apps.installedCount}), 0)::int` })
      .from(apps)
      .where(appsOf(scope.subject)),
  ]);
  const byDay = new Map<string, TKindCounts>();
  for (const row of rows) {
    const counts = byDay.get(row.day) ?? zeroCounts();
    counts[row.kind] += row.count;
    byDay.set(row.day, counts);
  }
  const totals = sumPeriod(byDay, scope.period);
  const installedNow = installed?.count ?? 0;
  const walked = walkDays(byDay, scope.period, installedNow, japanDay(scope.now));
  const requests = sumKinds(totals, REQUEST_EVENT_KINDS);
  const installs = sumKinds(totals, ADDED_EVENT_KINDS);
  return {
    period: scope.period,
    previousPeriod: scope.previousPeriod,
    totals,
    previousTotals: sumPeriod(byDay, scope.previousPeriod),
    days: walked.days,
    funnel: {
      views: totals.view,
      requests,
      installs,
      viewToRequest: rate(requests, totals.view),
      requestToInstall: rate(installs, requests),
      viewToInstall: rate(installs, totals.view),
    },
    sources,
    ...reasons,
    activeInstallations: { now: installedNow, atStart: walked.atStart, atEnd: walked.atEnd },
  };
}

/** The provider's apps for the picker, by name. */
export async function listAnalyticsApps(db: TDb, appProviderId: number) {
  return db
    .select({ id: apps.id, name: apps.name, code: apps.code })
    .from(apps)
    .where(eq(apps.appProviderId, appProviderId))
    .orderBy(apps.name, apps.id);
}

/** One app of the provider's, or undefined when the id is another provider's or none. */
export async function findAnalyticsApp(db: TDb, appProviderId: number, appId: number) {
  const [app] = await db
    .select({ id: apps.id, name: apps.name, code: apps.code })
    .from(apps)
    .where(and(eq(apps.appProviderId, appProviderId), eq(apps.id, appId)));
  return app;
}

/** The providers with at least one app, by name, for the operator's picker. */
export async function listAnalyticsProviders(db: TDb) {
  return db
    .select({ id: appProviders.id, name: appProviders.name })
    .from(appProviders)
    .where(sql`exists (select 1 from ${apps} where ${apps.appProviderId} = ${appProviders.id})`)
    .orderBy(appProviders.name, appProviders.id);
}

/** One provider by id, or undefined. */
export async function findAnalyticsProvider(db: TDb, appProviderId: number) {
  const [provider] = await db
    .select({ id: appProviders.id, name: appProviders.name })
    .from(appProviders)
    .where(eq(appProviders.id, appProviderId));
  return provider;
}
