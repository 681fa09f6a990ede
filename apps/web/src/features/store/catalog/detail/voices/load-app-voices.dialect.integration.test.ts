// The app page's voices section reads what a visitor may see (issue 28), on both databases: only
// published voices, counted and averaged; the order, language and page the address asks for, and
// what it falls back to when the address asks for something that is not there; the author only as
// they chose; the provider's reply; a new app's draft (id 0) with none.
import type { TDbHandle } from "@store/db/client";
import { userVoices } from "@store/db/schema/voices";
import { type TSeedVoice, seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAppVoices } from "./load-app-voices";
import { voicesState } from "./voices-query";

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));

/** 12 Japanese voices rated 5,4,3,5,4,3,…, one a day in November; then 3 in English; then some never shown. */
const JAPANESE: TSeedVoice[] = Array.from({ length: 12 }, (_, i) => ({
  authorName: `作者${i + 1}`,
  title: `声${i + 1}`,
  body: `本文${i + 1}\n二行目`,
  rating: [5, 4, 3][i % 3],
  publishedAt: day(i + 1),
}));
const ENGLISH: TSeedVoice[] = [
  { authorName: "Ann", title: "Voice A", body: "Good", rating: 2, locale: "en-us", publishedAt: day(20) },
  { authorName: "Ben", title: "Voice B", body: "Fine", rating: 1, locale: "en-us", publishedAt: day(21) },
  { authorName: "Cat", title: "Voice C", body: "Old", rating: null, locale: "en-us", publishedAt: day(22) },
];
const HIDDEN: TSeedVoice[] = [
  { authorName: "待ち", title: "審査中", body: "x", rating: 1, publishedAt: null },
  { authorName: "却下", title: "却下", body: "x", rating: 1, status: "rejected", publishedAt: null },
  { authorName: "取下げ", title: "取り下げ", body: "x", rating: 1, status: "taken_down", publishedAt: day(23) },
];

describe(`the voices section's data on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let appId: number;
  let quietAppId: number;

  beforeAll(async () => {
    handle = await createTestDb();
    const provider = await seedProvider(handle.db, { name: "声の会社", email: "voices@example.com" });
    const app = await seedApp(handle.db, {
      appProviderId: provider.id,
      code: "voices-app",
      name: "声のアプリ",
      integrationType: "connect",
      voices: [...JAPANESE, ...ENGLISH, ...HIDDEN],
    });
    appId = app.id;
    const quiet = await seedApp(handle.db, {
      appProviderId: provider.id,
      code: "voices-quiet",
      name: "声のないアプリ",
      integrationType: "connect",
      voices: HIDDEN,
    });
    quietAppId = quiet.id;
    // Voice 3 is the most helpful, answered by the provider, and its author shows their company.
    await handle.db
      .update(userVoices)
      .set({
        helpfulCount: 7,
        replyText: "ありがとうございます。\n今後も改善します。",
        replyAt: day(25),
        showCompany: true,
        companySize: "100〜299名",
        industry: "製造業",
      })
      .where(eq(userVoices.title, "声3"));
    // Voice 5's author chose to show their name.
    await handle.db.update(userVoices).set({ showName: true, helpfulCount: 2 }).where(eq(userVoices.title, "声5"));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const load = (query: Parameters<typeof voicesState>[0] = {}, id = appId) =>
    loadAppVoices(handle.db, { appId: id, state: voicesState(query) });

  it("sums up only the published voices: count, average of the rated ones, per star, languages", async () => {
    const { summary } = await load();
    expect(summary.count).toBe(15);
    // 4×5 + 4×4 + 4×3 + 2 + 1 over 14 rated voices.
    expect(summary.average).toBeCloseTo(51 / 14, 10);
    expect(summary.stars).toEqual({ 5: 4, 4: 4, 3: 4, 2: 1, 1: 1 });
    expect(summary.locales).toEqual(["ja", "en-us"]);
  });

  it("shows the newest ten first, then the rest on page 2", async () => {
    const first = await load();
    expect(first.total).toBe(15);
    expect(first.pages).toBe(2);
    expect(first.voices.map((v) => v.title)).toEqual([
      "Voice C",
      "Voice B",
      "Voice A",
      "声12",
      "声11",
      "声10",
      "声9",
      "声8",
      "声7",
      "声6",
    ]);
    const second = await load({ voices_page: 2 });
    expect(second.state).toEqual({ sort: "newest", locale: null, page: 2 });
    expect(second.voices.map((v) => v.title)).toEqual(["声5", "声4", "声3", "声2", "声1"]);
  });

  it("puts the most helpful first, then the newest", async () => {
    const { voices } = await load({ voices_sort: "helpful" });
    expect(voices.slice(0, 3).map((v) => v.title)).toEqual(["声3", "声5", "Voice C"]);
  });

  it("filters by language and counts what the filter leaves", async () => {
    const english = await load({ voices_locale: "en-us" });
    expect(english.state.locale).toBe("en-us");
    expect(english.total).toBe(3);
    expect(english.pages).toBe(1);
    expect(english.voices.map((v) => [v.title, v.locale, v.rating])).toEqual([
      ["Voice C", "en-us", null],
      ["Voice B", "en-us", 1],
      ["Voice A", "en-us", 2],
    ]);
    expect(english.summary.count).toBe(15);
  });

  it("shows every language for one no voice is written in, and the last page for a page past it", async () => {
    const korean = await load({ voices_locale: "ko" });
    expect(korean.state.locale).toBeNull();
    expect(korean.total).toBe(15);
    const past = await load({ voices_page: 9 });
    expect(past.state.page).toBe(2);
    expect(past.voices).toHaveLength(5);
  });

  it("shows the author only as they chose, and the provider's reply", async () => {
    const { voices } = await load({ voices_page: 2 });
    const byTitle = new Map(voices.map((v) => [v.title, v]));
    expect(byTitle.get("声3")).toMatchObject({
      text: "本文3\n二行目",
      helpfulCount: 7,
      author: { kind: "company", companySize: "100〜299名", industry: "製造業" },
      reply: { text: "ありがとうございます。\n今後も改善します。", at: day(25) },
      publishedAt: day(3),
    });
    expect(byTitle.get("声5")?.author).toEqual({ kind: "named", name: "作者5", companySize: null, industry: null });
    expect(byTitle.get("声4")).toMatchObject({ author: { kind: "anonymous" }, reply: null });
    expect(JSON.stringify(voices)).not.toContain("作者4");
  });

  it("has nothing to show for an app with no published voice, nor for a new app's draft", async () => {
    for (const id of [quietAppId, 0]) {
      const empty = await load({ voices_page: 3, voices_locale: "ja" }, id);
      expect(empty).toMatchObject({ voices: [], total: 0, pages: 0, state: { locale: null, page: 1 } });
      expect(empty.summary).toMatchObject({ count: 0, average: null, locales: [] });
    }
  });
});
