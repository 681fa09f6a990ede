// Rich text is sanitised once, when it is written (seed, later the portals), and by a data step for
// rows an older store wrote: no JSON endpoint ever answers with active HTML. Runs the real route
// handlers on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { applyDataMigrations } from "@store/db/data-migrations";
import { seedApp } from "@store/db/seed/apps";
import { seedCase, seedNews, seedSpecial, seedTermsVersion } from "@store/db/seed/editorial";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", "http://localhost:3998");
vi.stubEnv("LOG_LEVEL", "fatal");

const appsRoute = await import("@/app/api/apps/route");
const appRoute = await import("@/app/api/apps/[code]/route");
const newsRoute = await import("@/app/api/news/route");
const specialRoute = await import("@/app/api/specials/[id]/route");
const caseRoute = await import("@/app/api/cases/[id]/route");
const termsRoute = await import("@/app/api/terms/[kind]/route");
const { publicCache } = await import("@/server/public/public-reads");

/** What an attacker (or a careless provider) writes into rich text. */
const HOSTILE = [
  "<p>本文</p>",
  "<script>window.pwned = 1</script>",
  '<img src="x" onerror="window.pwned = 1">',
  '<a href="javascript:window.pwned = 1">リンク</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p onclick="window.pwned = 1" style="color:red">段落</p>',
].join("");
const HOSTILE_MARKDOWN = `## 第1条（目的）\n\n本文\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 1">\n\n[リンク](javascript:window.pwned=1)`;
const ACTIVE = /<script|<iframe|<img|onerror|onclick|javascript:|style=/i;

async function getJson(
  handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  params: Record<string, string> = {},
) {
  const response = await handler(new NextRequest(new URL(path, "http://localhost:3998")), {
    params: Promise.resolve(params),
  });
  expect(response.status).toBe(200);
  return { text: await response.clone().text(), body: (await response.json()) as Record<string, unknown> };
}

describe(`rich text in the JSON API on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const ids = { special: 0, story: 0 };

  beforeAll(async () => {
    handle = await createTestDb();
    useTestDb(handle.db);
    const provider = await seedProvider(handle.db, { name: "悪意テスト株式会社", email: "x@hostile.example" });
    await seedApp(handle.db, {
      code: "hostile-body",
      name: "本文に罠のあるアプリ",
      integrationType: "install",
      appProviderId: provider.id,
      body: HOSTILE,
      usages: [
        { title: "使い方", embedType: "image", embedId: null, embedUrl: null, body: HOSTILE, imageUrl: "/img/a.png" },
      ],
      features: [{ title: "機能", body: HOSTILE, imageUrl: null, imageAltText: "" }],
    });
    await seedNews(handle.db, { title: "お知らせ", bodyContent: HOSTILE, categories: [], publishedAt: new Date(0) });
    ids.special = (
      await seedSpecial(handle.db, { title: "特集", description: "説明", body: HOSTILE, publishedAt: new Date(0) })
    ).id;
    ids.story = (
      await seedCase(handle.db, {
        companyName: "会社",
        companySize: "10名",
        industry: "製造",
        title: "事例",
        summary: "概要",
        body: HOSTILE,
        publishedAt: new Date(0),
      })
    ).id;
    await seedTermsVersion(handle.db, {
      kind: "terms",
      version: "2020-01-01",
      title: "利用規約",
      bodyMarkdown: HOSTILE_MARKDOWN,
      effectiveAt: new Date(0),
    });
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function answers() {
    return {
      list: await getJson(appsRoute.GET, "/api/apps?perPage=100"),
      detail: await getJson(appRoute.GET, "/api/apps/hostile-body", { code: "hostile-body" }),
      news: await getJson(newsRoute.GET, "/api/news"),
      special: await getJson(specialRoute.GET, `/api/specials/${ids.special}`, { id: String(ids.special) }),
      story: await getJson(caseRoute.GET, `/api/cases/${ids.story}`, { id: String(ids.story) }),
      terms: await getJson(termsRoute.GET, "/api/terms/terms", { kind: "terms" }),
    };
  }

  it("stores only sanitised HTML when it is written", async () => {
    const rows = await handle.db.execute(sql`
      select content->>'body' as html from apps where code = 'hostile-body'
      union all select content->'usages'->0->>'body' from apps where code = 'hostile-body'
      union all select content->'features'->0->>'body' from apps where code = 'hostile-body'
      union all select body_content from news
      union all select body from specials
      union all select body from cases
      union all select body_html from terms_versions`);
    const stored = (rows as unknown as { rows: { html: string }[] }).rows.map((row) => row.html);
    expect(stored).toHaveLength(7);
    for (const html of stored) {
      expect(html).not.toMatch(ACTIVE);
      expect(html).toMatch(/本文/);
    }
  });

  it("answers the list, the detail and the editorial endpoints without active HTML", async () => {
    const { list, detail, news, special, story, terms } = await answers();
    const listed = (list.body.data as { code: string; body: string }[]).find((app) => app.code === "hostile-body");
    expect(listed?.body).toBe("<p>本文</p><a>リンク</a><p>段落</p>");
    expect(detail.body.body).toBe(listed?.body);
    expect((detail.body.usages as { body: string }[])[0]?.body).toBe(listed?.body);
    expect((detail.body.features as { body: string }[])[0]?.body).toBe(listed?.body);
    expect((news.body.data as { bodyContent: string }[])[0]?.bodyContent).toBe(listed?.body);
    expect(special.body.body).toBe(listed?.body);
    expect(story.body.body).toBe(listed?.body);
    expect((terms.body.terms as { bodyHtml: string }).bodyHtml).toContain('<h2 id="第1条-目的">第1条（目的）</h2>');
    for (const answer of [list, detail, news, special, story, terms]) expect(answer.text).not.toMatch(ACTIVE);
  });

  it("sanitises rows an older store wrote, once, when the store starts", async () => {
    // As a database written before sanitising on write holds them.
    await handle.db.execute(sql`update apps set content = jsonb_set(jsonb_set(content, '{body}', to_jsonb(${HOSTILE}::text)),
      '{usages,0,body}', to_jsonb(${HOSTILE}::text)) where code = 'hostile-body'`);
    await handle.db.execute(sql`update news set body_content = ${HOSTILE}`);
    await handle.db.execute(sql`update specials set body = ${HOSTILE}`);
    await handle.db.execute(sql`update cases set body = ${HOSTILE}`);
    await handle.db.execute(sql`update terms_versions set body_html = '', toc = '[]'::jsonb`);
    await handle.db.execute(sql`delete from data_migrations where name like 'rich-text-policy-%'`);

    expect(await applyDataMigrations(handle.db)).toEqual(["rich-text-policy-1"]);
    // The data step runs as the store starts, before anything is cached: read as a fresh process.
    publicCache().clear();
    const after = await answers();
    for (const answer of Object.values(after)) expect(answer.text).not.toMatch(ACTIVE);
    expect((after.terms.body.terms as { toc: unknown[] }).toc).toEqual([
      { id: "第1条-目的", text: "第1条（目的）", depth: 2 },
    ]);

    // Applied once: a second start leaves rows alone.
    await handle.db.execute(sql`update news set body_content = '<p>手で直した</p>'`);
    expect(await applyDataMigrations(handle.db)).toEqual([]);
  });
});
