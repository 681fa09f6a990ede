// writeAppContent(): the one writer keeps the content column, its projections, the join tables,
// the release feed and the search text in step, and stores only sanitised rich text.
import { emptyAppContent, type TAppContent } from "@store/domain/schemas/app-content";
import { foldSearchText } from "@store/domain/search-text";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows, type TDbHandle } from "../client";
import { ensureTags, seedApp } from "../seed/apps";
import { seedProvider } from "../seed/providers";
import { seedCategory, seedPlan } from "../seed/taxonomy";
import { apps } from "../schema/apps";
import { createTestDb } from "../testing/test-db";
import { writeAppContent } from "./app-content";
import { findReleaseFeedPage } from "./releases";

describe(`writeAppContent on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const ids = { app: 0, categories: [0, 0], plan: 0, tags: [0, 0] };

  beforeAll(async () => {
    handle = await createTestDb();
    const provider = await seedProvider(handle.db, { name: "書き手株式会社", email: "w@writer.example" });
    ids.categories = [
      (await seedCategory(handle.db, { name: "勤怠管理" })).id,
      (await seedCategory(handle.db, { name: "給与計算" })).id,
    ];
    ids.plan = (await seedPlan(handle.db, { name: "有料", priceType: "paid" })).id;
    ids.tags = await ensureTags(handle.db, ["打刻", "シフト"]);
    const app = await seedApp(handle.db, {
      code: "writer-app",
      name: "書き手の勤怠",
      integrationType: "connect",
      appProviderId: provider.id,
      categoryIds: [ids.categories[0] ?? 0],
      tagNames: ["打刻"],
      releases: [{ title: "初版", url: null, publishedAt: new Date("2025-01-01T00:00:00Z") }],
    });
    ids.app = app.id;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function stored() {
    const [row] = await handle.db.select().from(apps).where(eq(apps.id, ids.app));
    if (!row) throw new Error("app vanished");
    const categories = await selectRows<{ id: number }>(
      handle.db,
      sql`select category_id as id from app_categories where app_id = ${ids.app} order by category_id`,
    );
    const tags = await selectRows<{ id: number }>(
      handle.db,
      sql`select tag_id as id from app_tags where app_id = ${ids.app} order by tag_id`,
    );
    const releases = await selectRows<{ title: string; url: string | null }>(
      handle.db,
      sql`select title, url from app_releases where app_id = ${ids.app} order by published_at`,
    );
    return { row, categoryIds: categories.map((c) => c.id), tagIds: tags.map((t) => t.id), releases };
  }

  function content(overrides: Partial<TAppContent>): TAppContent {
    return {
      ...emptyAppContent(),
      name: "書き手の勤怠 2",
      code: "writer-app",
      title: "<b>打刻</b>をひとつに",
      description: "説明が変わる",
      integrationType: "adapt",
      primaryActionType: "demo",
      categoryIds: [ids.categories[1] ?? 0, 999_999],
      planId: ids.plan,
      tagIds: [ids.tags[1] ?? 0],
      logoImage: "javascript:alert(1)",
      lineupImage: "/img/apps/writer-app/lineup.svg",
      ...overrides,
    };
  }

  it("writes the content, its projections, taxonomy and search text, and only sanitised rich text", async () => {
    const next = content({
      body: '<p onclick="x()">本文</p><script>x()</script>',
      usages: [
        {
          id: 1,
          title: "使い方",
          embedType: "image",
          embedId: null,
          embedUrl: null,
          body: "<img src=x onerror=alert(1)>手順",
          imageUrl: "/img/u.png",
          imageAltText: "使い方の画面",
        },
      ],
      features: [{ id: 1, title: "機能", body: "<p>説明</p><iframe></iframe>", imageUrl: null, imageAltText: "" }],
    });
    await handle.db.transaction(async (tx) => {
      await writeAppContent(tx as unknown as typeof handle.db, { appId: ids.app, content: next });
    });
    const { row, categoryIds, tagIds } = await stored();
    expect(row.content.body).toBe("<p>本文</p>");
    expect(row.content.usages[0]?.body).toBe("手順");
    expect(row.content.features[0]?.body).toBe("<p>説明</p>");
    // Plain text is stored as typed: the page escapes it.
    expect(row.content.title).toBe("<b>打刻</b>をひとつに");
    expect(row).toMatchObject({
      name: "書き手の勤怠 2",
      title: "<b>打刻</b>をひとつに",
      description: "説明が変わる",
      integrationType: "adapt",
      primaryActionType: "demo",
      planId: ids.plan,
      // A link the page would not render is not projected into the lists either.
      logoImage: null,
      lineupImage: "/img/apps/writer-app/lineup.svg",
    });
    // An id no category has stays in the content (the page leaves it out) but joins nothing.
    expect(row.content.categoryIds).toEqual([ids.categories[1], 999_999]);
    expect(categoryIds).toEqual([ids.categories[1]]);
    expect(tagIds).toEqual([ids.tags[1]]);
    // Lines in falling relevance (search-document.ts): name, its reading, title, its reading, tags
    // with category names and readings, provider, its reading, description, its reading.
    const [
      name,
      nameReading,
      _nameTranslations,
      title,
      titleReading,
      _titleTranslations,
      tagLine,
      provider,
      providerReading,
      description,
      descriptionReading,
    ] = row.searchText.split("\n");
    expect({ name, title, provider, description }).toEqual({
      name: foldSearchText("書き手の勤怠 2"),
      title: foldSearchText("<b>打刻</b>をひとつに"),
      provider: foldSearchText("書き手株式会社"),
      description: foldSearchText("説明が変わる"),
    });
    expect(nameReading).toBe("かきてのきんたい 2");
    expect(titleReading).toBe("<b>だこく</b>をひとつに");
    expect(tagLine).toBe("しふと 給与計算 きゅうよけいさん");
    expect(providerReading).toBe("かきてかぶしきがいしゃ");
    expect(descriptionReading).toBe("せつめいがかわる");
    expect(row.searchGrams).toEqual(expect.arrayContaining(["き", "きん", "勤怠"]));
  });

  it("keeps the release feed to the content's dated releases", async () => {
    await writeAppContent(handle.db, {
      appId: ids.app,
      content: content({
        releases: [
          { id: 1, title: "初版", publishedAt: "2025-01-01T00:00:00.000Z", url: null },
          { id: 2, title: "改定", publishedAt: "2025-06-01T00:00:00+09:00", url: "https://writer.example/r2" },
          { id: 3, title: "日付を入力中", publishedAt: "2025-0", url: null },
        ],
      }),
    });
    expect((await stored()).releases).toEqual([
      { title: "初版", url: null },
      { title: "改定", url: "https://writer.example/r2" },
    ]);
    const feed = await findReleaseFeedPage(handle.db, { page: 1, limit: 10, now: new Date("2026-01-01T00:00:00Z") });
    expect(feed.rows.filter((r) => r.appCode === "writer-app").map((r) => r.title)).toEqual(["改定", "初版"]);

    await writeAppContent(handle.db, { appId: ids.app, content: content({ releases: [] }) });
    expect((await stored()).releases).toEqual([]);
  });

  it("refuses an app that does not exist, writing nothing", async () => {
    await expect(writeAppContent(handle.db, { appId: 999_999, content: content({}) })).rejects.toThrow(/no app/);
  });
});
