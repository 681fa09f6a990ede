import type { TDbHandle } from "@store/db/client";
import { createDemoCatalogDb } from "@store/db/testing/demo-catalog-db";
import { AppError } from "@store/domain/errors";
import { NO_FLAGS } from "@store/domain/feature-flags";
import { ZAppDetail } from "@store/domain/schemas/app";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { eq } from "drizzle-orm";
import { apps } from "@store/db/schema/apps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCatalogContext } from "./catalog-context";
import { getAppDetail, getAppDetailPage, getAppPreviewDetail, RELATED_APPS_LIMIT } from "./get-app-detail";

const NOW = new Date("2026-11-21T12:00:00+09:00");
const ctx: TCatalogContext = { now: NOW, flags: NO_FLAGS, tenantId: null, viewer: "visitor" };

describe(`app detail on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;

  beforeAll(async () => {
    handle = await createDemoCatalogDb();
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const detail = (code: string, context = ctx) => getAppDetail(handle.db, code, context);

  it("returns every field of a fully filled app in the SPEC §3 shape", async () => {
    const app = await detail("asagi-payroll");
    expect(ZAppDetail.parse(app)).toEqual(app);
    expect(app).toMatchObject({
      name: "あさぎ給与クラウド",
      status: "published",
      integrationType: "connect",
      primaryActionType: "demo_and_inquiry",
      appProvider: { name: "あさぎ給与システム株式会社" },
      plan: { name: "有料", priceType: "paid" },
      price: "月額 400円／従業員",
      priceCaption: "税抜。最低利用料金 8,000円／月",
      videoId: "As4gIPy7rLq",
      action: { inquiryActionType: "url", inquiryUrl: "https://www.asagi-payroll.example/contact?from=hr-suite-store" },
      document: {
        url: "https://www.asagi-payroll.example/documents/asagi-payroll.pdf",
        eyecatchUrl: "/img/apps/asagi-payroll/screen-1.svg",
      },
      service: { url: "https://www.asagi-payroll.example/services/asagi-payroll" },
      installed: false,
      suiteDataInstalled: false,
    });
    expect(app.announcement).toContain("年末調整");
    expect(app.campaign?.benefits).toContain("初期費用が無料");
    expect(app.service.awards.map((a) => a.title)).toHaveLength(2);
    expect(app.images).toHaveLength(5);
    expect(app.features).toHaveLength(4);
    expect(app.usages.map((u) => u.embedType)).toEqual(["image", "wistia", "box"]);
    expect(app.connection?.basicItems.length).toBeGreaterThan(5);
    expect(app.tags.map((t) => t.name)).toContain("給与連携");
    expect(app.categories.map((c) => c.name)).toEqual(["給与計算", "年末調整・税務"]);
  });

  it("lists releases published by now, newest first", async () => {
    const { releases } = await detail("asagi-payroll");
    expect(releases).toHaveLength(6);
    const times = releases.map((r) => Date.parse(r.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(releases[0]?.title).toContain("定額減税");
  });

  it("keeps the body's markup, sanitised", async () => {
    const { body } = await detail("asagi-payroll");
    expect(body).toContain("<h3>HR Suiteと連携すると</h3>");
    expect(body).toContain("<strong>");
  });

  it("names the published apps that share the provider account", async () => {
    const { commonOauthClientApps } = await detail("komorebi-kaikei");
    expect(commonOauthClientApps.map((a) => a.code)).toEqual(["komorebi-kaikei", "komorebi-kyuyo", "komorebi-keihi"]);
    expect((await detail("asagi-payroll")).commonOauthClientApps.map((a) => a.code)).toEqual(["asagi-payroll"]);
  });

  it("carries the IdP and data-integration help of an app with both suite features", async () => {
    const app = await detail("tokiwa-kintai");
    expect(app.supportedSuiteOptions.map((o) => o.featureType).sort()).toEqual(["idp", "suite_data"]);
    expect(app.idpHelp?.url).toMatch(/^https:\/\//);
    expect(app.suiteDataHelp?.url).toMatch(/^https:\/\//);
    expect(app.ssoSupported).toBe(true);
  });

  it("shows upcoming and discontinued apps with their status", async () => {
    expect((await detail("komorebi-invoice")).status).toBe("upcoming");
    expect((await detail("kogane-succession")).status).toBe("discontinued");
  });

  it.each([
    ["an unknown code", "no-such-app"],
    ["a draft", "minamo-welcome-kit"],
    ["an archived app", "iroha-receipt"],
    ["a code with a NUL byte", "asagi-payroll\u0000"],
    ["a code far too long", "a".repeat(500)],
  ])("is not found for %s", async (_, code) => {
    await expect(detail(code)).rejects.toSatisfy((error) => error instanceof AppError && error.code === "NOT_FOUND");
  });

  it("shows the status the forced-app-status flag says", async () => {
    const app = await detail("asagi-payroll", { ...ctx, flags: { ...NO_FLAGS, forcedAppStatus: "upcoming" } });
    expect(app.status).toBe("upcoming");
  });

  it("says whether the viewer's tenant has the app and the data app installed", async () => {
    expect(await detail("tokiwa-kintai", { ...ctx, tenantId: "t-sakura" })).toMatchObject({
      installed: true,
      suiteDataInstalled: true,
    });
    expect(await detail("tokiwa-kintai", { ...ctx, tenantId: "t-aozora" })).toMatchObject({
      installed: false,
      suiteDataInstalled: false,
    });
  });

  it("relates listed apps of the same area, never the app itself", async () => {
    const { app, related } = await getAppDetailPage(handle.db, "tokiwa-kintai", ctx);
    expect(app).toEqual(await detail("tokiwa-kintai"));
    expect(related.length).toBe(RELATED_APPS_LIMIT);
    expect(related.map((r) => r.code)).not.toContain("tokiwa-kintai");
    expect(related.map((r) => r.code)).not.toContain("tokiwa-kintai-classic");
    for (const other of related) {
      expect(["upcoming", "published"]).toContain(other.status);
      expect(other.categories.length).toBeGreaterThan(0);
    }
    // The other time-card apps share a category itself, not only its area: they come first.
    expect(
      related
        .slice(0, 2)
        .map((r) => r.code)
        .sort(),
    ).toEqual(["tokiwa-face", "tokiwa-overtime"]);
  });

  describe("previews", () => {
    async function appRow(code: string) {
      const [row] = await handle.db
        .select({ id: apps.id, appProviderId: apps.appProviderId, content: apps.content })
        .from(apps)
        .where(eq(apps.code, code));
      if (!row) throw new Error(`no app ${code}`);
      return row;
    }
    const preview = (params: { content: TAppContent; appId: number | null; appProviderId: number }, context = ctx) =>
      getAppPreviewDetail(handle.db, params, context);

    it("shows an app's own content exactly as its public page does", async () => {
      const row = await appRow("asagi-payroll");
      expect(await preview({ content: row.content, appId: row.id, appProviderId: row.appProviderId })).toEqual(
        await detail("asagi-payroll"),
      );
    });

    it("shows changed content with the app's facts, whatever the app's status", async () => {
      const row = await appRow("minamo-welcome-kit");
      const app = await preview({
        content: { ...row.content, name: "新しい名前", releases: [] },
        appId: row.id,
        appProviderId: row.appProviderId,
      });
      expect(app).toMatchObject({ id: row.id, name: "新しい名前", status: "draft", releases: [] });
    });

    it("gives a new app's draft the facts of a published app nobody has installed", async () => {
      const row = await appRow("komorebi-kaikei");
      const app = await preview(
        { content: { ...row.content, code: "komorebi-new" }, appId: null, appProviderId: row.appProviderId },
        { ...ctx, tenantId: "t-sakura" },
      );
      expect(ZAppDetail.parse(app)).toEqual(app);
      expect(app).toMatchObject({
        id: 0,
        code: "komorebi-new",
        status: "published",
        installable: true,
        installed: false,
        suiteDataInstalled: false,
        commonOauthClientApps: [],
        campaign: null,
        appProvider: { name: (await detail("komorebi-kaikei")).appProvider.name },
      });
      expect(app.categories.map((c) => c.name)).toEqual(
        (await detail("komorebi-kaikei")).categories.map((c) => c.name),
      );
    });

    it("is not found for an app of another provider", async () => {
      const own = await appRow("asagi-payroll");
      const other = await appRow("komorebi-kaikei");
      await expect(
        preview({ content: own.content, appId: own.id, appProviderId: other.appProviderId }),
      ).rejects.toSatisfy((error) => error instanceof AppError && error.code === "NOT_FOUND");
    });
  });
});
