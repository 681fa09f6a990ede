// User voices as a visitor reads them (issue 28): only the public ones, in the order and language
// asked for, the author shown only as the author chose; the rating summary; and the kept counts on
// the app row (migration 0023's trigger) equal to the real rows through publish, take-down, edit and delete.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows, type TDbHandle } from "../client";
import { apps } from "../schema/apps";
import { userVoices, voiceHelpfulVotes, voiceReports } from "../schema/voices";
import { seedApp, type TSeedVoice } from "../seed/apps";
import { seedProvider } from "../seed/providers";
import { createTestDb } from "../testing/test-db";
import { findVisibleAppId, listPublishedVoices, voiceSummary } from "./voices";

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 3));

/** The voices of the test app, oldest first; the titles name what each one is. */
const VOICES: TSeedVoice[] = [
  {
    title: "名前を出した声",
    authorName: "佐藤 花子",
    showName: true,
    showCompany: true,
    companySize: "従業員120名",
    industry: "製造業",
    body: "名前も会社も出してよいと選んだ人の声です。",
    rating: 5,
    publishedAt: day(1),
    replyText: "ありがとうございます。",
    replyAt: day(2),
  },
  {
    title: "Company shown",
    authorName: "J. Carter",
    showCompany: true,
    companySize: "45 employees",
    industry: "Retail",
    body: "Only the company is shown for this one.",
    rating: 3,
    locale: "en-us",
    publishedAt: day(3),
  },
  {
    title: "匿名の声",
    authorName: "鈴木 一郎",
    companySize: "従業員999名",
    industry: "非公開の業種",
    body: "会社も名前も出さないと選んだ人の声です。",
    rating: 4,
    publishedAt: day(5),
  },
  { title: "評価のない古い声", authorName: "古い 声", body: "評価の項目ができる前の声です。", publishedAt: day(4) },
  {
    title: "通報された声",
    authorName: "通報 された",
    body: "通報されたが運営の判断を待っている声です。",
    rating: 2,
    status: "reported",
    publishedAt: day(6),
  },
  { title: "審査待ちの声", authorName: "審査 待ち", body: "まだ審査中です。", rating: 1, publishedAt: null },
  {
    title: "却下された声",
    authorName: "却下 された",
    body: "公開されなかった声です。",
    rating: 1,
    status: "rejected",
    publishedAt: null,
  },
  {
    title: "取り下げられた声",
    authorName: "取り下げ",
    body: "公開のあと取り下げられた声です。",
    rating: 1,
    status: "taken_down",
    publishedAt: day(7),
  },
];

describe(`user voices on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let appId = 0;
  let draftCode = "";

  beforeAll(async () => {
    handle = await createTestDb();
    const provider = await seedProvider(handle.db, { name: "声の株式会社", email: "voice@provider.example" });
    const base = { appProviderId: provider.id, integrationType: "connect" as const };
    appId = (await seedApp(handle.db, { ...base, code: "voice-app", name: "声のアプリ", voices: VOICES })).id;
    draftCode = (await seedApp(handle.db, { ...base, code: "voice-draft", name: "下書き", status: "draft" })).code;
  });

  afterAll(async () => {
    await handle?.close();
  });

  const titlesOf = async (params: Partial<Parameters<typeof listPublishedVoices>[1]> = {}) => {
    const page = await listPublishedVoices(handle.db, {
      appId,
      sort: "newest",
      locale: null,
      page: 1,
      pageSize: 10,
      ...params,
    });
    return { titles: page.voices.map((voice) => voice.title), total: page.total };
  };

  it("lists the public voices newest first: published and reported, never pending, rejected or taken down", async () => {
    expect(await titlesOf()).toEqual({
      titles: ["通報された声", "匿名の声", "評価のない古い声", "Company shown", "名前を出した声"],
      total: 5,
    });
  });

  it("filters by the language a voice is written in and pages", async () => {
    expect(await titlesOf({ locale: "en-us" })).toEqual({ titles: ["Company shown"], total: 1 });
    expect(await titlesOf({ locale: "ko" })).toEqual({ titles: [], total: 0 });
    expect(await titlesOf({ pageSize: 2, page: 2 })).toEqual({
      titles: ["評価のない古い声", "Company shown"],
      total: 5,
    });
    expect(await titlesOf({ pageSize: 2, page: 4 })).toEqual({ titles: [], total: 5 });
  });

  it("shows the author only as the author chose, and the provider's reply", async () => {
    const { voices } = await listPublishedVoices(handle.db, {
      appId,
      sort: "newest",
      locale: null,
      page: 1,
      pageSize: 10,
    });
    const byTitle = new Map(voices.map((voice) => [voice.title, voice]));
    expect(byTitle.get("名前を出した声")).toMatchObject({
      rating: 5,
      locale: "ja",
      author: { kind: "named", name: "佐藤 花子", companySize: "従業員120名", industry: "製造業" },
      reply: { text: "ありがとうございます。", at: day(2) },
      publishedAt: day(1),
    });
    expect(byTitle.get("Company shown")?.author).toEqual({
      kind: "company",
      companySize: "45 employees",
      industry: "Retail",
    });
    expect(byTitle.get("匿名の声")?.author).toEqual({ kind: "anonymous" });
    expect(byTitle.get("匿名の声")?.reply).toBeNull();
    // Nothing the anonymous author kept private is in what the query answers.
    expect(JSON.stringify(voices)).not.toMatch(/鈴木|従業員999名|非公開の業種/);
  });

  it("orders by helpful votes, kept on the voice as they are cast and withdrawn", async () => {
    const [older] = await selectRows<{ id: number }>(
      handle.db,
      sql`select id from user_voices where title = 'Company shown'`,
    );
    const voiceId = older?.id ?? 0;
    await handle.db.insert(voiceHelpfulVotes).values([
      { voiceId, suiteUserId: "u-1" },
      { voiceId, suiteUserId: "u-2" },
    ]);
    expect((await titlesOf({ sort: "helpful" })).titles[0]).toBe("Company shown");
    await handle.db.delete(voiceHelpfulVotes).where(eq(voiceHelpfulVotes.suiteUserId, "u-2"));
    await handle.db.insert(voiceReports).values({ voiceId, reason: "spam", reporterKey: "hash-1" });
    const [voice] = await handle.db
      .select({ helpful: userVoices.helpfulCount, reports: userVoices.reportCount })
      .from(userVoices)
      .where(eq(userVoices.id, voiceId));
    expect(voice).toEqual({ helpful: 1, reports: 1 });
    const { voices } = await listPublishedVoices(handle.db, {
      appId,
      sort: "helpful",
      locale: null,
      page: 1,
      pageSize: 1,
    });
    expect(voices[0]).toMatchObject({ title: "Company shown", helpfulCount: 1 });
  });

  it("sums up the public voices: count, average of the rated ones, count per star, languages", async () => {
    expect(await voiceSummary(handle.db, { appId })).toEqual({
      count: 5,
      average: (5 + 3 + 4 + 2) / 4,
      stars: { 1: 0, 2: 1, 3: 1, 4: 1, 5: 1 },
      locales: ["ja", "en-us"],
    });
  });

  /** The app row's kept counts and what the voices rows say they should be. */
  async function keptAndReal() {
    const [kept] = await handle.db
      .select({
        count: apps.voiceCount,
        sum: apps.voiceRatingSum,
        rated: apps.voiceRatingCount,
        average: apps.voiceRatingAverage,
      })
      .from(apps)
      .where(eq(apps.id, appId));
    const [real] = await selectRows<{ count: number; sum: number; rated: number }>(
      handle.db,
      sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as sum, count(rating)::int as rated
        from user_voices where app_id = ${appId} and status in ('published', 'reported')`,
    );
    const rated = Number(real?.rated ?? 0);
    return {
      kept: { ...kept, average: kept?.average === null ? null : Number(kept?.average) },
      real: {
        count: Number(real?.count),
        sum: Number(real?.sum),
        rated,
        average: rated > 0 ? Number(real?.sum) / rated : null,
      },
    };
  }

  const setStatus = (title: string, status: "published" | "taken_down" | "pending", rating?: number) =>
    handle.db
      .update(userVoices)
      .set({ status, ...(rating === undefined ? {} : { rating }), updatedAt: new Date() })
      .where(eq(userVoices.title, title));

  it("keeps the app's count, rating sum and average equal to the public voices through every change", async () => {
    const steps: [string, () => Promise<unknown>, number][] = [
      ["as seeded", async () => {}, 5],
      ["a pending voice is published", () => setStatus("審査待ちの声", "published"), 6],
      ["a published voice is taken down", () => setStatus("名前を出した声", "taken_down"), 5],
      ["an edit changes a public voice's rating", () => setStatus("匿名の声", "published", 1), 5],
      ["an edit sends a public voice back to moderation", () => setStatus("Company shown", "pending", 4), 4],
      ["a public voice is deleted", () => handle.db.delete(userVoices).where(eq(userVoices.title, "通報された声")), 3],
      ["only the helpful count changes", () => handle.db.update(userVoices).set({ helpfulCount: 9 }), 3],
    ];
    for (const [step, change, count] of steps) {
      await change();
      const { kept, real } = await keptAndReal();
      expect(kept, step).toEqual(real);
      expect(kept.count, step).toBe(count);
    }
  });

  it("takes one voice per person per app; the seed's voices without an account are not limited", async () => {
    const voice = { appId, authorName: "山田 花子", body: "一人一件までです。", suiteUserId: "u-yamada", rating: 4 };
    await handle.db.insert(userVoices).values(voice);
    await expect(handle.db.insert(userVoices).values(voice)).rejects.toThrow();
    await handle.db.insert(userVoices).values([
      { appId, authorName: "a", body: "アカウントのない声です。" },
      { appId, authorName: "a", body: "アカウントのない声です。" },
    ]);
  });

  it("refuses a rating outside 1 to 5", async () => {
    await expect(
      handle.db.insert(userVoices).values({ appId, authorName: "x", body: "星6つの声です。", rating: 6 }),
    ).rejects.toThrow();
  });

  it("finds the app of a code only when a visitor may see it", async () => {
    expect(await findVisibleAppId(handle.db, "voice-app")).toBe(appId);
    expect(await findVisibleAppId(handle.db, draftCode)).toBeUndefined();
    expect(await findVisibleAppId(handle.db, "no-such-app")).toBeUndefined();
  });
});
