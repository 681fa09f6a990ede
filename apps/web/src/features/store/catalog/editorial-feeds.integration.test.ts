import type { TDbHandle } from "@store/db/client";
import { DEMO_NEWS, DEMO_PICKUP_LINKS, DEMO_TOP_LINKS } from "@store/db/seed/demo/editorial";
import { createDemoCatalogDb } from "@store/db/testing/demo-catalog-db";
import { NO_FLAGS } from "@store/domain/feature-flags";
import { localizeEditorial } from "@store/domain/editorial-translations";
import { ZAppReleaseFeedItem, ZLinkBanner, ZNewsItem } from "@store/domain/schemas/editorial";
import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCatalogContext } from "./catalog-context";
import { listNews, listPickupLinks, listReleases, listTopLinks } from "./editorial-feeds";

const NOW = new Date("2026-11-21T12:00:00+09:00");
const ctx: TCatalogContext = { now: NOW, flags: NO_FLAGS, tenantId: null, viewer: "visitor" };

describe(`news, releases and banners on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;

  beforeAll(async () => {
    handle = await createDemoCatalogDb();
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const page = (params: Record<string, string>) => ZFeedPageQuery.parse(params);

  it("pages published news newest first", async () => {
    const first = await listNews(handle.db, page({ limit: "5" }), ctx);
    expect(first.pagination).toEqual({
      count: DEMO_NEWS.length,
      page: 1,
      pages: Math.ceil(DEMO_NEWS.length / 5),
      limit: 5,
    });
    // As a viewer reads them: in their language's version, with the versions themselves left out.
    for (const item of first.data) expect(ZNewsItem.safeParse(localizeEditorial(item, "en-us")).success).toBe(true);
    const all = await listNews(handle.db, page({ limit: "50" }), ctx);
    const times = all.data.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await listNews(handle.db, page({ limit: "5", page: "2" }), ctx);
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(5, 10).map((item) => item.id));
  });

  it("hides news published after now", async () => {
    const before = new Date(NOW.getTime() - 400 * 86_400_000);
    const { pagination } = await listNews(handle.db, page({}), { ...ctx, now: before });
    expect(pagination.count).toBe(0);
  });

  it("puts the ids of the forced-news-orders flag first, in that order", async () => {
    const all = await listNews(handle.db, page({ limit: "50" }), ctx);
    const [a, b] = [all.data.at(-1)?.id ?? 0, all.data.at(-3)?.id ?? 0];
    const forced = await listNews(handle.db, page({ limit: "5" }), {
      ...ctx,
      flags: { ...NO_FLAGS, forcedNewsOrders: [a, b] },
    });
    expect(forced.data.map((item) => item.id)).toEqual([a, b, ...all.data.slice(0, 3).map((item) => item.id)]);
  });

  it("lists app releases newest first, linking to apps whose page is public", async () => {
    const feed = await listReleases(handle.db, page({ limit: "50" }), ctx);
    expect(feed.pagination.count).toBeGreaterThan(20);
    for (const item of feed.data) expect(ZAppReleaseFeedItem.safeParse(item).success).toBe(true);
    const times = feed.data.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(feed.data[0]).toMatchObject({ app: { code: "tokiwa-kintai", name: "ときわ勤怠" } });
    const codes = new Set(feed.data.map((item) => item.app.code));
    for (const hidden of ["iroha-receipt", "tsumugi-legacy-csv", "minamo-welcome-kit"])
      expect(codes.has(hidden)).toBe(false);
    const second = await listReleases(handle.db, page({ limit: "10", page: "2" }), ctx);
    expect(second.data.map((item) => item.id)).toEqual(feed.data.slice(10, 20).map((item) => item.id));
  });

  it("lists pick-up and top links in the operator's order", async () => {
    const pickups = await listPickupLinks(handle.db, { now: new Date() });
    expect(pickups.map((link) => link.alt)).toEqual(DEMO_PICKUP_LINKS.map((link) => link.alt));
    for (const link of pickups) expect(ZLinkBanner.safeParse(link).success).toBe(true);
    const top = await listTopLinks(handle.db, { now: new Date() });
    expect(top.map((link) => link.alt)).toEqual(DEMO_TOP_LINKS.map((link) => link.alt));
    expect(top[0]?.linkUrl).toMatch(/^\/specials\/\d+$/);
  });
});
