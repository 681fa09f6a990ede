// The analytics of issue 29 read from the rollups alone: rows are put straight into the app rows of
// listing_event_days and listing_event_source_days (the provider and store rows rolled up from them)
// and into uninstall_reasons, and the reading must give the
// provider's own figures only, by Japan-time day, with the previous period, the funnel, the sources,
// the reasons and the installations active over time.
import { analyticsPeriods, japanDay } from "@store/domain/analytics/analytics-query";
import type { TListingEventKind } from "@store/domain/analytics/listing-events";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { apps } from "../schema/apps";
import { listingEventDays, listingEventSourceDays, listingEvents } from "../schema/listing-events";
import { recordUninstallReason, rollUpListingScopes } from "./listing-events";
import { seedApp } from "../seed/apps";
import { seedProvider } from "../seed/providers";
import { createTestDb, createTestDbWith } from "../testing/test-db";
import { DEMO_ANALYTICS_APP_CODE, DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO } from "../seed/demo/listing-analytics";
import { readListingAnalytics } from "./listing-analytics";

// "Today" in Japan is 2026-11-28 (2026-11-28T03:00Z is noon there).
const NOW = new Date("2026-11-28T03:00:00Z");

describe(`listing analytics on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const ids = { providerA: 0, providerB: 0, appA1: 0, appA2: 0, appB: 0 };

  /** `count` events of an app at `at`, as its daily rollup keeps them (Japan-time day). */
  const hour = (appId: number, at: string, kind: TListingEventKind, count: number) =>
    handle.db
      .insert(listingEventDays)
      .values({ scope: "app", scopeId: appId, day: japanDay(new Date(at)), kind, count })
      .onConflictDoUpdate({
        target: [listingEventDays.scope, listingEventDays.scopeId, listingEventDays.day, listingEventDays.kind],
        set: { count: sql`${listingEventDays.count} + ${count}` },
      });

  const read = (
    appProviderId: number,
    query: { range: "7" | "custom"; from?: string; to?: string },
    appId?: number,
  ) => {
    const { current, previous } = analyticsPeriods(query, NOW);
    return readListingAnalytics(handle.db, {
      subject: appId ? { appId } : { appProviderId },
      period: current,
      previousPeriod: previous,
      now: NOW,
    });
  };

  beforeAll(async () => {
    handle = await createTestDb();
    const db = handle.db;
    ids.providerA = (await seedProvider(db, { name: "分析A株式会社", email: "a@analytics.example" })).id;
    ids.providerB = (await seedProvider(db, { name: "分析B株式会社", email: "b@analytics.example" })).id;
    const app = (appProviderId: number, code: string) =>
      seedApp(db, { appProviderId, code, name: code, integrationType: "connect", status: "published" });
    ids.appA1 = (await app(ids.providerA, "analytics-a1")).id;
    ids.appA2 = (await app(ids.providerA, "analytics-a2")).id;
    ids.appB = (await app(ids.providerB, "analytics-b")).id;
    await db.update(apps).set({ installedCount: 10 }).where(eq(apps.id, ids.appA1));
    await db.update(apps).set({ installedCount: 3 }).where(eq(apps.id, ids.appA2));
    await db.update(apps).set({ installedCount: 500 }).where(eq(apps.id, ids.appB));

    // 2026-11-27T15:30Z is 2026-11-28 00:30 in Japan: today, not yesterday.
    await hour(ids.appA1, "2026-11-27T15:00:00Z", "view", 4);
    // 2026-11-27T14:00Z is 23:00 on 11-27 in Japan.
    await hour(ids.appA1, "2026-11-27T14:00:00Z", "view", 2);
    await hour(ids.appA1, "2026-11-26T01:00:00Z", "documentRequest", 1);
    await hour(ids.appA1, "2026-11-26T02:00:00Z", "demoRequest", 1);
    await hour(ids.appA1, "2026-11-27T05:00:00Z", "install", 2);
    await hour(ids.appA1, "2026-11-28T01:00:00Z", "uninstall", 1);
    await hour(ids.appA2, "2026-11-25T05:00:00Z", "view", 5);
    await hour(ids.appA2, "2026-11-25T06:00:00Z", "install", 1);
    // The previous 7 days (11-15 … 11-21 in Japan).
    await hour(ids.appA1, "2026-11-20T05:00:00Z", "view", 7);
    await hour(ids.appA1, "2026-11-21T14:59:00Z", "install", 1);
    // Provider B's: never in A's figures.
    await hour(ids.appB, "2026-11-27T05:00:00Z", "view", 1000);
    await hour(ids.appB, "2026-11-27T05:00:00Z", "install", 90);
    await db.insert(listingEventSourceDays).values([
      {
        scope: "app",
        scopeId: ids.appA1,
        day: "2026-11-28",
        kind: "view",
        utmSource: "newsletter",
        utmMedium: "email",
        count: 3,
      },
      {
        scope: "app",
        scopeId: ids.appA1,
        day: "2026-11-27",
        kind: "view",
        utmSource: "newsletter",
        utmMedium: "email",
        count: 2,
      },
      {
        scope: "app",
        scopeId: ids.appA1,
        day: "2026-11-27",
        kind: "install",
        utmSource: "ads",
        utmCampaign: "winter",
        count: 1,
      },
      { scope: "app", scopeId: ids.appA1, day: "2026-11-10", kind: "view", utmSource: "too-old", count: 9 },
      { scope: "app", scopeId: ids.appB, day: "2026-11-27", kind: "view", utmSource: "other-provider", count: 99 },
    ]);
    for (const [appId, reason, note, at] of [
      [ids.appA1, "tooExpensive", "", "2026-11-28T01:00:00Z"],
      [ids.appA1, "missingFeature", "CSV出力が欲しい", "2026-11-27T15:30:00Z"],
      [ids.appB, "other", "他社のコメント", "2026-11-27T05:00:00Z"],
    ] as const)
      await recordUninstallReason(db, { appId, reason, note, at: new Date(at) });
    await rollUpListingScopes(db);
    // A raw event with a tenant: the reading never scans these.
    await db.insert(listingEvents).values({ appId: ids.appA1, kind: "install", tenantId: "tenant-secret-a" });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("counts the provider's own apps by Japan-time day over the last 7 days", async () => {
    const reading = await read(ids.providerA, { range: "7" });
    expect(reading.period).toEqual({ from: "2026-11-22", to: "2026-11-28", days: 7 });
    expect(reading.days.map((day) => day.day)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    const byDay = Object.fromEntries(reading.days.map((day) => [day.day, day.counts]));
    expect(byDay["2026-11-28"]?.view).toBe(4);
    expect(byDay["2026-11-27"]?.view).toBe(2);
    expect(byDay["2026-11-25"]?.view).toBe(5);
    expect(reading.totals).toMatchObject({ view: 11, documentRequest: 1, demoRequest: 1, install: 3, uninstall: 1 });
  });

  it("compares with the 7 days before", async () => {
    const reading = await read(ids.providerA, { range: "7" });
    expect(reading.previousPeriod).toEqual({ from: "2026-11-15", to: "2026-11-21", days: 7 });
    // 2026-11-21T14:59Z is 23:59 on 11-21 in Japan: the previous period's last day.
    expect(reading.previousTotals).toMatchObject({ view: 7, install: 1, uninstall: 0 });
  });

  it("gives the funnel with its rates", async () => {
    const { funnel } = await read(ids.providerA, { range: "7" });
    expect(funnel).toMatchObject({ views: 11, requests: 2, installs: 3 });
    expect(funnel.viewToRequest).toBeCloseTo(2 / 11);
    expect(funnel.requestToInstall).toBeCloseTo(3 / 2);
    expect(funnel.viewToInstall).toBeCloseTo(3 / 11);
  });

  it("walks today's installed count back day by day", async () => {
    const reading = await read(ids.providerA, { range: "7" });
    const active = Object.fromEntries(reading.days.map((day) => [day.day, day.activeInstallations]));
    // Now 13 (10 + 3); today one uninstall; 11-27 two installs; 11-25 one install.
    expect(active["2026-11-28"]).toBe(13);
    expect(active["2026-11-27"]).toBe(14);
    expect(active["2026-11-26"]).toBe(12);
    expect(active["2026-11-25"]).toBe(12);
    expect(active["2026-11-24"]).toBe(11);
    expect(reading.activeInstallations).toEqual({ now: 13, atStart: 11, atEnd: 13 });
  });

  it("narrows to one app", async () => {
    const reading = await read(ids.providerA, { range: "7" }, ids.appA2);
    expect(reading.totals).toMatchObject({ view: 5, install: 1, documentRequest: 0 });
    expect(reading.activeInstallations.now).toBe(3);
    expect(reading.sources).toEqual([]);
  });

  it("never counts another provider's apps in a provider's figures; the store's hold every provider's", async () => {
    // (Whether an app is the provider's is the caller's check: the route answers 404 for another's.)
    const all = await read(ids.providerA, { range: "7" });
    expect(all.totals.view).toBe(11);
    expect(all.activeInstallations.now).toBe(13);
    const { current, previous } = analyticsPeriods({ range: "7" }, NOW);
    const store = await readListingAnalytics(handle.db, {
      subject: "store",
      period: current,
      previousPeriod: previous,
      now: NOW,
    });
    expect(store.totals.view).toBe(1011);
    expect(store.activeInstallations.now).toBe(513);
    expect(store.uninstallNotes.map((row) => row.note)).toContain("他社のコメント");
    expect(JSON.stringify(all)).not.toContain("other-provider");
    expect(JSON.stringify(all)).not.toContain("他社のコメント");
  });

  it("sorts the sources of views and installs by count within the days", async () => {
    const { sources } = await read(ids.providerA, { range: "7" });
    expect(sources).toEqual([
      { kind: "view", utmSource: "newsletter", utmMedium: "email", utmCampaign: "", count: 5 },
      { kind: "install", utmSource: "ads", utmMedium: "", utmCampaign: "winter", count: 1 },
    ]);
  });

  it("gives the uninstall reasons and the notes by Japan day, without any tenant", async () => {
    const reading = await read(ids.providerA, { range: "custom", from: "2026-11-28", to: "2026-11-28" });
    expect(reading.uninstallReasons).toEqual([
      { reason: "missingFeature", count: 1 },
      { reason: "tooExpensive", count: 1 },
    ]);
    expect(reading.uninstallNotes).toEqual([{ reason: "missingFeature", note: "CSV出力が欲しい", day: "2026-11-28" }]);
    expect(JSON.stringify(reading)).not.toContain("tenant-secret-a");
    const dayBefore = await read(ids.providerA, { range: "custom", from: "2026-11-27", to: "2026-11-27" });
    expect(dayBefore.uninstallReasons).toEqual([]);
    expect(dayBefore.totals.view).toBe(2);
    expect(dayBefore.previousPeriod).toEqual({ from: "2026-11-26", to: "2026-11-26", days: 1 });
    expect(dayBefore.previousTotals).toMatchObject({ documentRequest: 1, demoRequest: 1 });
  });
});

describe(`the demo's analytics on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("gives こもれび会計 four weeks of figures, the same on every seed", async () => {
    const handle = await createTestDbWith("demo");
    try {
      const [app] = await handle.db
        .select({ id: apps.id, appProviderId: apps.appProviderId })
        .from(apps)
        .where(eq(apps.code, DEMO_ANALYTICS_APP_CODE));
      if (!app?.appProviderId) throw new Error("no demo analytics app");
      const { current, previous } = analyticsPeriods(
        { range: "custom", from: DEMO_ANALYTICS_FROM, to: DEMO_ANALYTICS_TO },
        NOW,
      );
      const scope = { period: current, previousPeriod: previous, now: NOW };
      const reading = await readListingAnalytics(handle.db, { ...scope, subject: { appId: app.id } });
      expect(reading.days).toHaveLength(28);
      expect(reading.totals).toMatchObject({ view: 578, install: 0, uninstall: 0, connect: 9, disconnect: 3 });
      expect(reading.funnel.installs).toBe(9);
      expect(reading.funnel.requests).toBe(27);
      expect(reading.previousTotals.view).toBe(0);
      expect(reading.sources[0]).toEqual({
        kind: "view",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "",
        count: 135,
      });
      expect(reading.uninstallReasons.map((row) => row.reason).sort()).toEqual([
        "missingFeature",
        "notUsed",
        "tooExpensive",
      ]);
      expect(reading.uninstallNotes).toHaveLength(2);
      // The demo's only figures: the provider's and the store's readings are the app's.
      for (const subject of [{ appProviderId: app.appProviderId }, "store" as const]) {
        const wider = await readListingAnalytics(handle.db, { ...scope, subject });
        expect(wider.totals).toEqual(reading.totals);
        expect(wider.sources).toEqual(reading.sources);
      }
    } finally {
      await handle.close();
    }
  });
});
