import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedCampaign, seedRelease } from "@store/db/seed/editorial";
import { seedProvider } from "@store/db/seed/providers";
import { seedCategory, seedPlan } from "@store/db/seed/taxonomy";
import { createTestDb } from "@store/db/testing/test-db";
import type { TAppStatus } from "@store/domain/enums";
import { NO_FLAGS } from "@store/domain/feature-flags";
import { ZAppListQuery, ZFeedPageQuery } from "@store/domain/schemas/requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCatalogContext } from "./catalog-context";
import { listReleases } from "./editorial-feeds";
import { getAppDetail } from "./get-app-detail";
import { listAppFacets, listApps } from "./list/list-apps";

// Each test seeds apps around a word of its own, so they share one database without meeting.
const NOW = new Date("2026-06-15T12:00:00+09:00");
const ctx: TCatalogContext = { now: NOW, flags: NO_FLAGS, tenantId: null, viewer: "visitor" };

describe(`catalog rules on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let providerId: number;
  let categoryId: number;

  beforeAll(async () => {
    handle = await createTestDb();
    providerId = (await seedProvider(handle.db, { name: "テスト提供株式会社", email: "p@test.example" })).id;
    categoryId = (await seedCategory(handle.db, { name: "テスト分類" })).id;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  let sequence = 0;
  function app(fields: Partial<Parameters<typeof seedApp>[1]> & { name: string }) {
    sequence += 1;
    return seedApp(handle.db, {
      code: `rule-app-${sequence}`,
      integrationType: "connect",
      appProviderId: providerId,
      categoryIds: [categoryId],
      ...fields,
    });
  }

  const codes = async (params: Record<string, string>) =>
    (await listApps(handle.db, ZAppListQuery.parse({ perPage: "100", ...params }), ctx)).data.map((a) => a.name);

  it("ranks a match in the name over title, tags, provider and description", async () => {
    const word = "ぽるかどっと";
    const provider = await seedProvider(handle.db, { name: `${word}商会`, email: "porka@test.example" });
    await app({ name: "D 説明に", description: `説明文に${word}が入ります` });
    await app({ name: "P 提供者に", appProviderId: provider.id });
    await app({ name: "T タグに", tagNames: [`${word}タグ`] });
    await app({ name: "H 見出しに", title: `見出しの${word}` });
    await app({ name: `N ${word}アプリ` });
    await app({ name: word });
    expect(await codes({ q: word })).toEqual([
      word,
      `N ${word}アプリ`,
      "H 見出しに",
      "T タグに",
      "P 提供者に",
      "D 説明に",
    ]);
    expect(await codes({ q: "ポルカドット" })).toHaveLength(6);
  });

  it("matches wildcard characters only literally", async () => {
    await app({ name: "割引100%アプリ" });
    await app({ name: "割引100円アプリ" });
    await app({ name: "snake_case連携" });
    await app({ name: "snakeXcase連携" });
    expect(await codes({ q: "100%" })).toEqual(["割引100%アプリ"]);
    expect(await codes({ q: "１００％" })).toEqual(["割引100%アプリ"]);
    expect(await codes({ q: "snake_case" })).toEqual(["snake_case連携"]);
    expect(await codes({ q: "\\" })).toEqual([]);
  });

  it("never lists draft, discontinued or archived apps; shows the detail of the discontinued only", async () => {
    const statuses: TAppStatus[] = ["draft", "upcoming", "published", "discontinued", "archived"];
    const seeded = new Map<TAppStatus, string>();
    for (const status of statuses) {
      const row = await app({ name: `ゆうれい ${status}`, status });
      seeded.set(status, row.code);
    }
    expect((await codes({ q: "ゆうれい" })).sort()).toEqual(["ゆうれい published", "ゆうれい upcoming"]);
    for (const status of statuses) {
      const code = seeded.get(status) ?? "";
      const found = await getAppDetail(handle.db, code, ctx).then(
        (detail) => detail.status,
        () => "not found",
      );
      expect(found, status).toBe(["draft", "archived"].includes(status) ? "not found" : status);
    }
  });

  it("counts campaigns that run at now: from their start, until before their end", async () => {
    const running = await app({ name: "かもめ 開催中" });
    const startsNow = await app({ name: "かもめ 今始まる" });
    const endsNow = await app({ name: "かもめ 今終わる" });
    const future = await app({ name: "かもめ これから" });
    const day = 86_400_000;
    const campaign = (startsAt: Date, endsAt: Date, appIds: number[]) =>
      seedCampaign(handle.db, {
        title: "t",
        description: "d",
        benefits: "b",
        conditions: "c",
        startsAt,
        endsAt,
        appIds,
      });
    await campaign(new Date(NOW.getTime() - day), new Date(NOW.getTime() + day), [running.id]);
    await campaign(NOW, new Date(NOW.getTime() + day), [startsNow.id]);
    await campaign(new Date(NOW.getTime() - day), NOW, [endsNow.id]);
    await campaign(new Date(NOW.getTime() + day), new Date(NOW.getTime() + 2 * day), [future.id]);
    expect((await codes({ q: "かもめ", campaign: "true" })).sort()).toEqual(["かもめ 今始まる", "かもめ 開催中"]);
    expect((await getAppDetail(handle.db, running.code, ctx)).campaign).toEqual({ benefits: "b", conditions: "c" });
    expect((await getAppDetail(handle.db, future.code, ctx)).campaign).toBeNull();
  });

  it("counts facet options exactly", async () => {
    const free = await seedPlan(handle.db, { name: "無料", priceType: "free" });
    const paid = await seedPlan(handle.db, { name: "有料", priceType: "paid" });
    const parent = await seedCategory(handle.db, { name: "親" });
    const childA = await seedCategory(handle.db, { name: "子A", parentId: parent.id });
    const childB = await seedCategory(handle.db, { name: "子B", parentId: parent.id });
    await app({ name: "ひよこ 1", planId: free.id, categoryIds: [childA.id] });
    await app({ name: "ひよこ 2", planId: paid.id, categoryIds: [childA.id, childB.id] });
    await app({ name: "ひよこ 3", planId: paid.id, categoryIds: [parent.id] });
    await app({ name: "ひよこ 4", planId: null, categoryIds: [childB.id] });
    await app({ name: "ひよこ 5", planId: paid.id, categoryIds: [childB.id], status: "draft" });
    const facets = await listAppFacets(handle.db, ZAppListQuery.parse({ q: "ひよこ", plan: "paid" }), ctx);
    const tree = facets.categories.find((c) => c.id === parent.id);
    expect(tree).toEqual({
      id: parent.id,
      name: "親",
      count: 2,
      children: [
        { id: childA.id, name: "子A", count: 1 },
        { id: childB.id, name: "子B", count: 1 },
      ],
    });
    expect(facets.plans).toEqual([
      { priceType: "free", count: 1 },
      { priceType: "paid", count: 2 },
    ]);
    const all = await listAppFacets(handle.db, ZAppListQuery.parse({ q: "ひよこ" }), ctx);
    expect(all.categories.find((c) => c.id === parent.id)?.count).toBe(4);
  });

  it("sanitises a provider's body", async () => {
    const row = await app({
      name: "あぶない本文",
      body: '<p onclick="x()">ok<script>alert(1)</script><a href="javascript:alert(1)">j</a><a href="https://a.example/">a</a></p><img src=x onerror=y>',
    });
    const { body } = await getAppDetail(handle.db, row.code, ctx);
    expect(body).toBe(
      '<p>ok<a>j</a><a href="https://a.example/" target="_blank" rel="noopener noreferrer nofollow">a</a></p>',
    );
  });

  it("leaves releases of hidden apps and future releases out of the feed", async () => {
    const day = 86_400_000;
    const shown = await app({ name: "きろく 公開" });
    const archived = await app({ name: "きろく 終了", status: "archived" });
    await seedRelease(handle.db, { appId: shown.id, title: "きろく 過去", publishedAt: new Date(NOW.getTime() - day) });
    await seedRelease(handle.db, { appId: shown.id, title: "きろく 未来", publishedAt: new Date(NOW.getTime() + day) });
    await seedRelease(handle.db, {
      appId: archived.id,
      title: "きろく 非公開",
      publishedAt: new Date(NOW.getTime() - day),
    });
    const feed = await listReleases(handle.db, ZFeedPageQuery.parse({ limit: "50" }), ctx);
    const titles = feed.data.map((item) => item.title).filter((title) => title.startsWith("きろく"));
    expect(titles).toEqual(["きろく 過去"]);
  });
});
