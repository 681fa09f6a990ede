// Four weeks of partner analytics for one demo app (issue 29), the same on every seed: the rollup
// rows the recording would have kept for 2026-10-04 … 2026-10-31 (Japan time), so the provider
// dev@komorebi-accounting.example sees charts, a funnel, sources and uninstall reasons at once.
import type { TListingEventKind, TUninstallReason } from "@store/domain/analytics/listing-events";
import type { TDb } from "../../client";
import { eq } from "drizzle-orm";
import { rollUpListingScopes } from "../../queries/listing-events";
import { apps } from "../../schema/apps";
import {
  listingEventDays,
  listingEventHours,
  listingEventSourceDays,
  uninstallReasons,
} from "../../schema/listing-events";
import { daysBefore } from "./reference-date";

/** The app whose listing has the demo's analytics. */
export const DEMO_ANALYTICS_APP_CODE = "komorebi-kaikei";
/** The demo's analytics cover these Japan-time days (the four weeks before the reference date). */
export const DEMO_ANALYTICS_FROM = "2026-10-04";
export const DEMO_ANALYTICS_TO = "2026-10-31";
const DAYS = 28;

const REASONS: { reason: TUninstallReason; note: string }[] = [
  { reason: "tooExpensive", note: "年額プランがあれば続けたかったです。" },
  { reason: "missingFeature", note: "部門別の集計ができるようになったら戻ります。" },
  { reason: "notUsed", note: "" },
];

/** Day `i` (0 = 2026-10-04): each kind's count, by a fixed pattern with quieter weekends. */
function countsOf(i: number): Partial<Record<TListingEventKind, number>> {
  const weekend = i % 7 === 6 || i % 7 === 0;
  const install = i % 3 === 1 ? 1 : 0;
  const uninstall = i % 9 === 4 ? 1 : 0;
  return {
    view: 18 + ((i * 7) % 11) - (weekend ? 8 : 0),
    documentRequest: i % 3 === 0 ? 1 : 0,
    inquiry: i % 5 === 1 ? 1 : 0,
    demoRequest: i % 7 === 2 ? 1 : 0,
    trialRequest: i % 4 === 3 ? 1 : 0,
    // こもれび会計 is a connect app: a company starts using it by connecting it, and stops by disconnecting.
    connect: install,
    disconnect: uninstall,
  };
}

export async function seedDemoListingAnalytics(db: TDb, appId: number): Promise<void> {
  const [app] = await db.select({ appProviderId: apps.appProviderId }).from(apps).where(eq(apps.id, appId));
  if (!app) throw new Error(`no app ${appId} for the demo's analytics`);
  const hours: (typeof listingEventHours.$inferInsert)[] = [];
  const days: (typeof listingEventDays.$inferInsert)[] = [];
  const sources: (typeof listingEventSourceDays.$inferInsert)[] = [];
  const scope = { scope: "app", scopeId: appId } as const;
  const reasons: (typeof uninstallReasons.$inferInsert)[] = [];
  let uninstalls = 0;
  for (let i = 0; i < DAYS; i++) {
    const before = DAYS - i;
    const day = new Date(daysBefore(before, 12).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const counts = countsOf(i);
    for (const [kind, count] of Object.entries(counts) as [TListingEventKind, number][]) {
      if (count === 0) continue;
      days.push({ ...scope, day, kind, count });
      if (kind === "view") {
        // Views in the morning and the afternoon (10:00 and 15:00 in Japan).
        const morning = Math.ceil(count / 2);
        hours.push({ appId, kind, hour: daysBefore(before, 10), count: morning });
        hours.push({ appId, kind, hour: daysBefore(before, 15), count: count - morning });
      } else {
        hours.push({ appId, kind, hour: daysBefore(before, 11), count });
      }
    }
    const views = counts.view ?? 0;
    sources.push({
      ...scope,
      day,
      kind: "view",
      utmSource: "newsletter",
      utmMedium: "email",
      count: Math.floor(views / 4),
    });
    if (i % 2 === 0)
      sources.push({ ...scope, day, kind: "view", utmSource: "partner-blog", utmMedium: "referral", count: 2 });
    if (counts.connect && i % 2 === 1)
      sources.push({
        ...scope,
        day,
        kind: "connect",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "autumn",
        count: 1,
      });
    if (counts.disconnect) {
      const given = REASONS[uninstalls++ % REASONS.length];
      if (given)
        reasons.push({ appId, appProviderId: app.appProviderId, ...given, occurredAt: daysBefore(before, 11) });
    }
  }
  await db.insert(listingEventHours).values(hours);
  await db.insert(listingEventDays).values(days);
  await db.insert(listingEventSourceDays).values(sources);
  await db.insert(uninstallReasons).values(reasons);
  await rollUpListingScopes(db);
}
