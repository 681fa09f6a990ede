// Partner analytics recording (issue 29): one event is one row (never for a view) and +1 in its
// hour and, for a view or an install with campaign values, in its Japan-time day's source row.
import { emptyAppContent } from "@store/domain/schemas/app-content";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import {
  listingEventDays,
  listingEventHours,
  listingEventSourceDays,
  listingEvents,
  uninstallReasons,
} from "../schema/listing-events";
import { seedApp } from "../seed/apps";
import { seedProvider } from "../seed/providers";
import { createTestDb } from "../testing/test-db";
import { seedDraftApp } from "../seed/drafts";
import { developmentTenants } from "../schema/development-tenants";
import { recordDevelopmentInstallation } from "./development-installs";
import { recordListingEvent, recordUninstallReason } from "./listing-events";

describe(`listing events on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let appId = 0;
  let otherId = 0;
  let providerId = 0;

  beforeAll(async () => {
    handle = await createTestDb();
    const provider = await seedProvider(handle.db, { name: "木漏れ日会計", email: "ev@provider.example" });
    const app = (code: string) =>
      seedApp(handle.db, { appProviderId: provider.id, code, name: code, integrationType: "install" });
    providerId = provider.id;
    appId = (await app("ev-payroll")).id;
    otherId = (await app("ev-other")).id;
  });

  afterAll(async () => {
    await handle?.close();
  });

  const hours = async (id: number) =>
    (
      await handle.db
        .select({ hour: listingEventHours.hour, kind: listingEventHours.kind, count: listingEventHours.count })
        .from(listingEventHours)
        .where(eq(listingEventHours.appId, id))
        .orderBy(listingEventHours.hour, listingEventHours.kind)
    ).map((row) => ({ ...row, hour: row.hour.toISOString() }));
  const table = listingEventSourceDays;
  const sources = (id: number, scope: "app" | "provider" = "app") =>
    handle.db
      .select({
        day: table.day,
        kind: table.kind,
        utmSource: table.utmSource,
        utmMedium: table.utmMedium,
        utmCampaign: table.utmCampaign,
        count: table.count,
      })
      .from(table)
      .where(and(eq(table.scope, scope), eq(table.scopeId, id)))
      .orderBy(table.day, table.kind, table.utmSource);
  /** Each scope's total of the daily rollup, kind by kind. */
  const dayTotals = (scope: "app" | "provider" | "store") =>
    handle.db
      .select({ kind: listingEventDays.kind, count: sql<number>`sum(${listingEventDays.count})::int` })
      .from(listingEventDays)
      .where(eq(listingEventDays.scope, scope))
      .groupBy(listingEventDays.kind)
      .orderBy(listingEventDays.kind);

  it("counts views in their hour and their source's Japan-time day, without an event row", async () => {
    const campaign = { utm_source: "newsletter", utm_campaign: "autumn" };
    // 15:30 UTC on the 27th is 00:30 on the 28th in Japan.
    await recordListingEvent(handle.db, { appId, kind: "view", campaign, at: new Date("2026-11-27T15:30:00Z") });
    await recordListingEvent(handle.db, { appId, kind: "view", campaign, at: new Date("2026-11-27T15:59:59Z") });
    await recordListingEvent(handle.db, { appId, kind: "view", at: new Date("2026-11-27T14:59:59Z") });
    expect(await hours(appId)).toEqual([
      { hour: "2026-11-27T14:00:00.000Z", kind: "view", count: 1 },
      { hour: "2026-11-27T15:00:00.000Z", kind: "view", count: 2 },
    ]);
    // The view without campaign values has no source row.
    expect(await sources(appId)).toEqual([
      { day: "2026-11-28", kind: "view", utmSource: "newsletter", utmMedium: "", utmCampaign: "autumn", count: 2 },
    ]);
    expect(await handle.db.select().from(listingEvents).where(eq(listingEvents.appId, appId))).toEqual([]);
    // The provider's sources are its apps' (one app so far).
    expect(await sources(providerId, "provider")).toEqual(await sources(appId));
  });

  it("keeps an install with its tenant and campaign values, and its source", async () => {
    await recordListingEvent(handle.db, {
      appId,
      kind: "install",
      tenantId: "t-aozora",
      campaign: { utm_source: "  newsletter ", utm_medium: "", utm_campaign: "x".repeat(150) },
      at: new Date("2026-11-28T01:00:00Z"),
    });
    const [row] = await handle.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.appId, appId), eq(listingEvents.kind, "install")));
    expect(row).toMatchObject({
      tenantId: "t-aozora",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "x".repeat(100),
    });
    expect(row?.occurredAt.toISOString()).toBe("2026-11-28T01:00:00.000Z");
    expect((await sources(appId)).filter((source) => source.kind === "install")).toEqual([
      {
        day: "2026-11-28",
        kind: "install",
        utmSource: "newsletter",
        utmMedium: "",
        utmCampaign: "x".repeat(100),
        count: 1,
      },
    ]);
  });

  it("keeps requests and uninstalls without a source row, each app apart", async () => {
    const at = new Date("2026-11-28T02:10:00Z");
    await recordListingEvent(handle.db, {
      appId: otherId,
      kind: "documentRequest",
      campaign: { utm_source: "ad" },
      at,
    });
    await recordListingEvent(handle.db, { appId: otherId, kind: "uninstall", tenantId: "t-aozora", at });
    expect(await hours(otherId)).toEqual([
      { hour: "2026-11-28T02:00:00.000Z", kind: "documentRequest", count: 1 },
      { hour: "2026-11-28T02:00:00.000Z", kind: "uninstall", count: 1 },
    ]);
    expect(await sources(otherId)).toEqual([]);
  });

  it("has rollups equal to the events of every kind but views", async () => {
    const fromEvents = await handle.db
      .select({ appId: listingEvents.appId, kind: listingEvents.kind, count: sql<number>`count(*)::int` })
      .from(listingEvents)
      .groupBy(listingEvents.appId, listingEvents.kind)
      .orderBy(listingEvents.appId, listingEvents.kind);
    const fromHours = await handle.db
      .select({ appId: listingEventHours.appId, kind: listingEventHours.kind, count: sql<number>`sum(count)::int` })
      .from(listingEventHours)
      .where(sql`${listingEventHours.kind} <> 'view'`)
      .groupBy(listingEventHours.appId, listingEventHours.kind)
      .orderBy(listingEventHours.appId, listingEventHours.kind);
    expect(fromHours).toEqual(fromEvents);
    expect(fromEvents.length).toBe(3);
    // Every event adds to its app's day, its provider's and the store's alike (one provider here).
    const apps = await dayTotals("app");
    expect(apps.find((row) => row.kind === "view")?.count).toBe(3);
    expect(await dayTotals("provider")).toEqual(apps);
    expect(await dayTotals("store")).toEqual(apps);
  });

  it("keeps an uninstall reason with the app, its provider and the time only, the note trimmed and cut", async () => {
    await recordUninstallReason(handle.db, {
      appId,
      reason: "tooExpensive",
      note: ` ${"高".repeat(600)} `,
      at: new Date("2026-11-28T03:00:00Z"),
    });
    const rows = await handle.db.select().from(uninstallReasons).where(eq(uninstallReasons.appId, appId));
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        appId,
        appProviderId: providerId,
        reason: "tooExpensive",
        note: "高".repeat(500),
        occurredAt: expect.any(Date),
      },
    ]);
  });

  it("a draft installed in a development tenant is no listing event", async () => {
    const before = {
      events: await handle.db.select().from(listingEvents),
      hours: await hours(appId),
      days: await dayTotals("store"),
    };
    const draft = await seedDraftApp(handle.db, {
      appId,
      appProviderId: providerId,
      content: { ...emptyAppContent(), name: "開発中", code: "ev-payroll" },
    });
    await handle.db
      .insert(developmentTenants)
      .values({ id: "t-dev-ev", kind: "development", appProviderId: providerId, subdomain: "dev-ev", name: "開発" });
    await recordDevelopmentInstallation(handle.db, {
      tenantId: "t-dev-ev",
      draftAppId: draft.id,
      oauthClientId: null,
      addonKey: "ev-addon",
      scopes: [],
      installedBy: "u-dev",
      now: new Date(),
    });
    expect(await handle.db.select().from(listingEvents)).toEqual(before.events);
    expect(await hours(appId)).toEqual(before.hours);
    expect(await dayTotals("store")).toEqual(before.days);
  });
});
