// `GET /api/apps/{code}/voices` (issue 28) through the real route handler on a real database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the summary and a page of the public
// voices, the author as the author chose, 404 for an app a visitor may not see, 400 for a bad query.
import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { type TAppVoicesPage, ZAppVoicesPage } from "@store/domain/schemas/app-voices";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", "http://localhost:3998");
vi.stubEnv("LOG_LEVEL", "fatal");

const voicesRoute = await import("@/app/api/apps/[code]/voices/route");

const day = (n: number) => new Date(Date.UTC(2026, 8, n, 3));
/** Twelve published Japanese voices (more than a page), one in English, one pending. */
const JA_VOICES = Array.from({ length: 12 }, (_, i) => ({
  title: `声${i + 1}`,
  authorName: `著者${i + 1}`,
  body: `${i + 1}番目の利用者の声です。`,
  rating: (i % 5) + 1,
  publishedAt: day(i + 1),
}));

async function get(path: string, code: string) {
  const response = await voicesRoute.GET(new NextRequest(new URL(path, "http://localhost:3998")), {
    params: Promise.resolve({ code }),
  });
  return { status: response.status, text: await response.clone().text(), body: await response.json() };
}

describe(`GET /api/apps/{code}/voices on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    useTestDb(handle.db);
    const provider = await seedProvider(handle.db, { name: "声の提供会社", email: "voices@provider.example" });
    const base = { appProviderId: provider.id, integrationType: "connect" as const };
    await seedApp(handle.db, {
      ...base,
      code: "api-voices",
      name: "声の多いアプリ",
      voices: [
        ...JA_VOICES,
        {
          title: "In English",
          authorName: "J. Carter",
          showName: true,
          showCompany: true,
          companySize: "45 employees",
          industry: "Retail",
          body: "Written in English, with the author's name.",
          rating: 4,
          locale: "en-us",
          publishedAt: day(20),
          replyText: "Thank you!",
          replyAt: day(21),
        },
        {
          title: "審査待ち",
          authorName: "待ち 人",
          companySize: "従業員777名",
          body: "まだ公開されていません。",
          rating: 1,
          publishedAt: null,
        },
      ],
    });
    await seedApp(handle.db, { ...base, code: "api-voices-draft", name: "下書き", status: "draft" });
    await seedApp(handle.db, { ...base, code: "api-voices-none", name: "声のないアプリ" });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("answers the summary and the first page, newest first, as the OpenAPI document describes", async () => {
    const { status, body } = await get("/api/apps/api-voices/voices", "api-voices");
    expect(status).toBe(200);
    const page = ZAppVoicesPage.parse(body) as TAppVoicesPage;
    expect(page.summary).toEqual({
      count: 13,
      average: (JA_VOICES.reduce((sum, voice) => sum + voice.rating, 0) + 4) / 13,
      stars: { 1: 3, 2: 3, 3: 2, 4: 3, 5: 2 },
      locales: ["ja", "en-us"],
    });
    expect(page.pagination).toEqual({ count: 13, page: 1, pages: 2, limit: 10 });
    expect(page.data.map((voice) => voice.title)).toEqual([
      "In English",
      "声12",
      "声11",
      "声10",
      "声9",
      "声8",
      "声7",
      "声6",
      "声5",
      "声4",
    ]);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      rating: 4,
      title: "In English",
      text: "Written in English, with the author's name.",
      locale: "en-us",
      publishedAt: day(20).toISOString(),
      author: { kind: "named", name: "J. Carter", companySize: "45 employees", industry: "Retail" },
      reply: { text: "Thank you!", at: day(21).toISOString() },
      helpfulCount: 0,
    });
    expect(page.data[1]?.author).toEqual({ kind: "anonymous" });
  });

  it("pages, filters by language and sorts by helpfulness", async () => {
    const second = (await get("/api/apps/api-voices/voices?page=2", "api-voices")).body as TAppVoicesPage;
    expect(second.data.map((voice) => voice.title)).toEqual(["声3", "声2", "声1"]);
    const english = (await get("/api/apps/api-voices/voices?locale=en-us", "api-voices")).body as TAppVoicesPage;
    expect(english.data.map((voice) => voice.title)).toEqual(["In English"]);
    expect(english.pagination.count).toBe(1);
    // The summary is the whole app's, whatever the filter.
    expect(english.summary.count).toBe(13);
    const helpful = await get("/api/apps/api-voices/voices?sort=helpful&page=1", "api-voices");
    expect(helpful.status).toBe(200);
    expect((helpful.body as TAppVoicesPage).data).toHaveLength(10);
  });

  it("never shows a voice waiting for moderation or what its author kept private", async () => {
    const { text } = await get("/api/apps/api-voices/voices?page=2", "api-voices");
    expect(text).not.toMatch(/審査待ち|待ち 人|従業員777名|著者/);
  });

  it("answers an app without voices with an empty summary", async () => {
    const { status, body } = await get("/api/apps/api-voices-none/voices", "api-voices-none");
    expect(status).toBe(200);
    expect(body).toEqual({
      summary: { count: 0, average: null, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, locales: [] },
      pagination: { count: 0, page: 1, pages: 0, limit: 10 },
      data: [],
    });
  });

  it.each([
    ["a draft", "api-voices-draft"],
    ["an unknown app", "no-such-app"],
    ["a code no app could have", "../etc"],
  ])("answers 404 for %s", async (_name, code) => {
    const { status, body } = await get(`/api/apps/${encodeURIComponent(code)}/voices`, code);
    expect(status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
  });

  it.each([
    ["sort", "sort=best"],
    ["locale", "locale=fr"],
    ["page", "page=0"],
    ["page", "page=abc"],
    ["page", "page=10001"],
  ])("refuses a bad %s with a 400 naming it (%s)", async (name, search) => {
    const { status, body } = await get(`/api/apps/api-voices/voices?${search}`, "api-voices");
    expect(status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(Object.keys(body.error.items ?? {})).toEqual([name]);
  });
});
