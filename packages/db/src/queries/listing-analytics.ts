import { addDays, japanDay, japanDayStart, type TAnalyticsPeriod } from "@store/domain/analytics/analytics-query";
import {
  ADDED_EVENT_KINDS,
  LISTING_EVENT_KINDS,
  REMOVED_EVENT_KINDS,
  REQUEST_EVENT_KINDS,
  sumKinds,
  type TListingEventKind,
  type TUninstallReason,
} from "@store/domain/analytics/listing-events";
import { and, desc, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { listingEventHours, listingEventSources, uninstallReasons } from "../schema/listing-events";

// The provider's analytics (issue 29): small reads of the rollups (listing_event_hours,
// listing_event_sources) and of uninstall_reasons, never of listing_events. Nothing here names a
// tenant or a person: the rollups hold none, and uninstall_reasons holds only the app and the time.

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

export type TAnalyticsScope = {
  appProviderId: number;
  /** One app of the provider's (checked by the caller), or all of them. */
  appId?: number | null;
  period: TAnalyticsPeriod;
  previousPeriod: TAnalyticsPeriod;
  now: Date;
};

/** The scope's condition on apps (joined to the table read). */
function ownedBy(scope: TAnalyticsScope): SQL {
  const own = eq(apps.appProviderId, scope.appProviderId);
  return scope.appId ? (and(own, eq(apps.id, scope.appId)) as SQL) : own;
}

/** Events per Japan-time day and kind from the previous period's first day up to now. */
async function dailyCounts(db: TDb, scope: TAnalyticsScope) {
  // A Japan day is the UTC hour shifted by 9 hours (Japan has no daylight saving time).
  const day = sql<string>`((${listingEventHours.hour} at time zone 'UTC') + interval '9 hours')::date::text`;
  return db
    .select({ day, kind: listingEventHours.kind, count: sql<number>`sum(${listingEventHours.count})::int` })
    .from(listingEventHours)
    .innerJoin(apps, eq(apps.id, listingEventHours.appId))
    .where(and(ownedBy(scope), gte(listingEventHours.hour, japanDayStart(scope.previousPeriod.from))))
    .groupBy(day, listingEventHours.kind);
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
  const total = sql<number>`sum(${listingEventSources.count})::int`;
  const rows = await db
    .select({
      kind: listingEventSources.kind,
      utmSource: listingEventSources.utmSource,
      utmMedium: listingEventSources.utmMedium,
      utmCampaign: listingEventSources.utmCampaign,
      count: total,
    })
    .from(listingEventSources)
    .innerJoin(apps, eq(apps.id, listingEventSources.appId))
    .where(
      and(
        ownedBy(scope),
        gte(listingEventSources.day, scope.period.from),
        sql`${listingEventSources.day} <= ${scope.period.to}`,
      ),
    )
    .groupBy(
      listingEventSources.kind,
      listingEventSources.utmSource,
      listingEventSources.utmMedium,
      listingEventSources.utmCampaign,
    )
    .orderBy(desc(total), listingEventSources.kind, listingEventSources.utmSource, listingEventSources.utmMedium)
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

async function readReasons(db: TDb, scope: TAnalyticsScope) {
  const within = and(
    ownedBy(scope),
    gte(uninstallReasons.occurredAt, japanDayStart(scope.period.from)),
    lt(uninstallReasons.occurredAt, japanDayStart(addDays(scope.period.to, 1))),
  );
  const total = sql<number>`count(*)::int`;
  const [counts, notes] = await Promise.all([
    db
      .select({ reason: uninstallReasons.reason, count: total })
      .from(uninstallReasons)
      .innerJoin(apps, eq(apps.id, uninstallReasons.appId))
      .where(within)
      .groupBy(uninstallReasons.reason)
      .orderBy(desc(total), uninstallReasons.reason),
    db
      .select({ reason: uninstallReasons.reason, note: uninstallReasons.note, occurredAt: uninstallReasons.occurredAt })
      .from(uninstallReasons)
      .innerJoin(apps, eq(apps.id, uninstallReasons.appId))
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
 * SPEC issue 29: a provider's figures for its apps (or one of them) over Japan-time days: totals
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
      .where(ownedBy(scope)),
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
