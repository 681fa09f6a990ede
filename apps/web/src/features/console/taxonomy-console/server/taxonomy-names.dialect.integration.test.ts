// The taxonomy's names in the store's other locales (issue 31) through the real route handlers: an
// operator names a category, a plan, a tag and a news category; the public API answers each viewer
// in their language at once (the public cache is the real one), Japanese where nobody named it;
// the apps carrying a named tag are found by its new name; refusals for keys that name nothing and
// names the store cannot keep; one audit row per change. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { seedOperator } from "@store/db/seed/accounts";
import { seedApp } from "@store/db/seed/apps";
import { seedNews } from "@store/db/seed/editorial";
import { seedProvider } from "@store/db/seed/providers";
import { seedCategory, seedPlan } from "@store/db/seed/taxonomy";
import { tags } from "@store/db/schema/taxonomy";
import type { TLocale } from "@store/domain/locales";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3989";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const routes = {
  list: await import("@/app/api/apps/route"),
  detail: await import("@/app/api/apps/[code]/route"),
  facets: await import("@/app/api/apps/facets/route"),
  news: await import("@/app/api/news/route"),
  taxonomy: await import("@/app/api/ops/taxonomy/route"),
  entry: await import("@/app/api/ops/taxonomy/[kind]/[key]/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TRef = { id: number; name: string };
type TAppJson = { code: string; categories: TRef[]; plan: TRef | null; tags: TRef[] };

let handle: TDbHandle;
let db: TDb;
let operatorCookie = "";
const ids = { top: 0, child: 0, plan: 0, tag: 0 };

async function call(
  handler: THandler,
  path: string,
  init: { locale?: TLocale; cookie?: string; put?: unknown; params?: Record<string, string> } = {},
) {
  const headers = new Headers({ origin: STORE, "accept-language": init.locale ?? "ja" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.put !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.put === undefined ? "GET" : "PUT",
    headers,
    body: init.put === undefined ? undefined : JSON.stringify(init.put),
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const name = (kind: string, key: string, names: unknown, cookie = operatorCookie) =>
  call(routes.entry.PUT, `/api/ops/taxonomy/${kind}/${encodeURIComponent(key)}`, {
    cookie,
    put: { names },
    params: { kind, key },
  });

async function listedApp(locale: TLocale, q = ""): Promise<TAppJson | undefined> {
  const answer = await call(routes.list.GET, `/api/apps?perPage=100${q ? `&q=${encodeURIComponent(q)}` : ""}`, {
    locale,
  });
  return (answer.json.data as TAppJson[]).find((app) => app.code === "taxonomy-app");
}

describe(`taxonomy names on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    useTestDb(db);
    const operator = await seedOperator(db, { name: "分類 次郎", email: "jiro@ops.example", passwordHash: "unused" });
    const session = await openAccountSession(db, {
      audience: "operator",
      accountId: operator.id,
      userAgent: "vitest",
      ipAddress: null,
    });
    operatorCookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
    const top = await seedCategory(db, { name: "給与・会計", surveyArea: "accounting" });
    const child = await seedCategory(db, { name: "給与計算", parentId: top.id });
    const plan = await seedPlan(db, { name: "無料プランあり", priceType: "free" });
    const provider = await seedProvider(db, { name: "分類の確認株式会社", email: "info@taxonomy.example" });
    await seedApp(db, {
      appProviderId: provider.id,
      code: "taxonomy-app",
      name: "ぶんるい給与",
      integrationType: "suite_option",
      categoryIds: [top.id, child.id],
      planId: plan.id,
      tagNames: ["法改正対応"],
    });
    ids.top = top.id;
    ids.child = child.id;
    ids.plan = plan.id;
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, "法改正対応"));
    ids.tag = tag?.id ?? 0;
    await seedNews(db, {
      title: "年末のお知らせ",
      bodyContent: "<p>本文</p>",
      categories: ["お知らせ"],
      publishedAt: new Date(Date.now() - 60_000),
    });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("shows Japanese names to every locale until an operator names them", async () => {
    const english = await listedApp("en-us");
    expect(english?.categories.map((c) => c.name)).toEqual(["給与・会計", "給与計算"]);
    expect(english?.plan?.name).toBe("無料プランあり");
    expect(english?.tags.map((t) => t.name)).toEqual(["法改正対応"]);
  });

  it("answers each viewer in their language once named, Japanese where a locale was left empty", async () => {
    expect(
      (await name("categories", String(ids.top), { "en-us": "Payroll & accounting", ko: "급여·회계", vi: "" })).status,
    ).toBe(200);
    expect((await name("plans", String(ids.plan), { "en-us": "Free plan available" })).status).toBe(200);
    const tag = await name("tags", String(ids.tag), { "en-us": "Law-change ready", "zh-tw": "因應法規修訂" });
    expect(tag).toEqual({
      status: 200,
      json: {
        key: String(ids.tag),
        name: "法改正対応",
        names: { "en-us": "Law-change ready", "zh-tw": "因應法規修訂" },
      },
    });

    const english = await listedApp("en-us");
    expect(english?.categories.map((c) => c.name)).toEqual(["Payroll & accounting", "給与計算"]);
    expect(english?.plan?.name).toBe("Free plan available");
    expect(english?.tags.map((t) => t.name)).toEqual(["Law-change ready"]);
    expect((await listedApp("ja"))?.categories.map((c) => c.name)).toEqual(["給与・会計", "給与計算"]);
    expect((await listedApp("vi"))?.categories[0]?.name).toBe("給与・会計");
    expect((await listedApp("zh-tw"))?.tags[0]?.name).toBe("因應法規修訂");

    const detail = await call(routes.detail.GET, "/api/apps/taxonomy-app", {
      locale: "ko",
      params: { code: "taxonomy-app" },
    });
    expect((detail.json as unknown as TAppJson).categories[0]?.name).toBe("급여·회계");

    const facets = await call(routes.facets.GET, "/api/apps/facets", { locale: "en-us" });
    const ours = (facets.json.categories as (TRef & { children: TRef[] })[]).find((c) => c.id === ids.top);
    expect(ours?.name).toBe("Payroll & accounting");
    expect(ours?.children.map((c) => c.name)).toEqual(["給与計算"]);
  });

  it("finds the apps of a named tag by its new name", async () => {
    expect((await listedApp("en-us", "Law-change"))?.code).toBe("taxonomy-app");
    expect((await listedApp("en-us", "Payroll"))?.code).toBe("taxonomy-app");
  });

  it("names a news category by the Japanese name news items carry", async () => {
    expect((await name("news_categories", "お知らせ", { "en-us": "Announcements" })).status).toBe(200);
    const english = await call(routes.news.GET, "/api/news", { locale: "en-us" });
    expect((english.json.data as { categories: string[] }[])[0]?.categories).toEqual(["Announcements"]);
    const japanese = await call(routes.news.GET, "/api/news", { locale: "ja" });
    expect((japanese.json.data as { categories: string[] }[])[0]?.categories).toEqual(["お知らせ"]);

    const listed = await call(routes.taxonomy.GET, "/api/ops/taxonomy", { cookie: operatorCookie });
    expect(listed.json.newsCategories).toEqual([
      { key: "お知らせ", name: "お知らせ", names: { "en-us": "Announcements" } },
    ]);
    const tops = listed.json.categories as {
      key: string;
      names: Record<string, string>;
      children: { key: string }[];
    }[];
    expect(tops.find((c) => c.key === String(ids.top))?.children.map((c) => c.key)).toEqual([String(ids.child)]);
  });

  it("refuses keys that name nothing and names the store cannot keep, changing nothing", async () => {
    expect((await name("categories", "999999", { "en-us": "Nothing" })).status).toBe(404);
    expect((await name("categories", "1.5", { "en-us": "Nothing" })).status).toBe(404);
    expect((await name("news_categories", "ない分類", { "en-us": "Nothing" })).status).toBe(404);
    const long = await name("categories", String(ids.top), { "en-us": "x".repeat(61) });
    expect(long.status).toBe(422);
    expect(Object.keys((long.json.error as { items: Record<string, string[]> }).items)).toEqual(["names.en-us"]);
    expect((await name("categories", String(ids.top), { fr: "Paie" })).status).toBe(422);
    expect((await name("categories", String(ids.top), { ja: "給与" })).status).toBe(422);
    expect((await listedApp("en-us"))?.categories[0]?.name).toBe("Payroll & accounting");
  });

  it("is the operator's alone, and every change is in the audit log with the names before and after", async () => {
    expect((await name("categories", String(ids.top), { "en-us": "Stolen" }, "")).status).toBe(401);
    const events = (await listAuditEvents(db, { subjectType: "category", subjectId: String(ids.top) })).events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: "taxonomy.update",
      before: { name: "給与・会計", names: {} },
      after: { name: "給与・会計", names: { "en-us": "Payroll & accounting", ko: "급여·회계" } },
    });
  });
});
