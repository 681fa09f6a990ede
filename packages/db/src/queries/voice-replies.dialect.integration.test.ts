// Provider replies (issue 28) on both databases: a provider reads the public voices about its own
// apps only, newest first, the author only as they chose; it replies to, edits and takes back the
// reply of a public voice of its own apps, and nothing else; the reply is what the store shows.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { apps } from "../schema/apps";
import { userVoices } from "../schema/voices";
import { seedApp, type TSeedVoice } from "../seed/apps";
import { seedProvider, seedProviderUser } from "../seed/providers";
import { createTestDb } from "../testing/test-db";
import { deleteVoiceReply, listProviderVoiceApps, listProviderVoices, setVoiceReply } from "./voice-replies";
import { listPublishedVoices } from "./voices";

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 3));
const body = "返信の検証のための利用者の声です。";

/** Provider A's first app: public voices, and some no provider may see. */
const FIRST: TSeedVoice[] = [
  {
    title: "名前を出した声",
    authorName: "佐藤 花子",
    showName: true,
    showCompany: true,
    companySize: "従業員120名",
    industry: "製造業",
    body,
    rating: 5,
    publishedAt: day(1),
  },
  {
    title: "匿名の声",
    authorName: "鈴木 一郎",
    tenantId: null,
    suiteUserId: "u-private-author",
    companySize: "従業員999名",
    industry: "非公開の業種",
    body,
    rating: 2,
    publishedAt: day(5),
  },
  { title: "通報された声", authorName: "通報 された", body, rating: 3, status: "reported", publishedAt: day(6) },
  { title: "審査待ちの声", authorName: "審査 待ち", body, rating: 1, publishedAt: null },
  { title: "却下された声", authorName: "却下", body, rating: 1, status: "rejected", publishedAt: null },
  { title: "取り下げられた声", authorName: "取り下げ", body, rating: 1, status: "taken_down", publishedAt: day(7) },
];

describe(`provider replies on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const provider = { a: 0, b: 0 };
  const user = { a: 0, b: 0 };
  const app = { first: 0, second: 0, other: 0 };
  const voiceIds = new Map<string, number>();

  beforeAll(async () => {
    handle = await createTestDb();
    provider.a = (await seedProvider(handle.db, { name: "返信の会社エー", email: "a@reply.example" })).id;
    provider.b = (await seedProvider(handle.db, { name: "返信の会社ビー", email: "b@reply.example" })).id;
    user.a = (
      await seedProviderUser(handle.db, {
        appProviderId: provider.a,
        email: "dev@a.reply.example",
        firstName: "葵",
        lastName: "木下",
      })
    ).id;
    const base = { integrationType: "connect" as const };
    app.first = (
      await seedApp(handle.db, {
        ...base,
        appProviderId: provider.a,
        code: "reply-first",
        name: "返信アプリ一",
        voices: FIRST,
      })
    ).id;
    app.second = (
      await seedApp(handle.db, {
        ...base,
        appProviderId: provider.a,
        code: "reply-second",
        name: "返信アプリ二",
        voices: [{ title: "二つめのアプリの声", authorName: "山田", body, rating: 4, publishedAt: day(3) }],
      })
    ).id;
    app.other = (
      await seedApp(handle.db, {
        ...base,
        appProviderId: provider.b,
        code: "reply-other",
        name: "他社のアプリ",
        voices: [{ title: "他社のアプリの声", authorName: "他社", body, rating: 4, publishedAt: day(4) }],
      })
    ).id;
    for (const row of await handle.db.select({ id: userVoices.id, title: userVoices.title }).from(userVoices))
      voiceIds.set(row.title, row.id);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const idOf = (title: string) => voiceIds.get(title) ?? 0;
  const titlesOf = async (appProviderId: number, params: { appId?: number; page?: number; pageSize?: number } = {}) => {
    const list = await listProviderVoices(handle.db, appProviderId, { page: 1, pageSize: 10, ...params });
    return { titles: list.voices.map((voice) => voice.title), total: list.total };
  };

  it("lists the public voices of the provider's own apps, newest first, never another provider's or a hidden one", async () => {
    expect(await titlesOf(provider.a)).toEqual({
      titles: ["通報された声", "匿名の声", "二つめのアプリの声", "名前を出した声"],
      total: 4,
    });
    expect(await titlesOf(provider.b)).toEqual({ titles: ["他社のアプリの声"], total: 1 });
  });

  it("keeps one app of the provider's, gives none for another provider's app, and pages", async () => {
    expect(await titlesOf(provider.a, { appId: app.second })).toEqual({ titles: ["二つめのアプリの声"], total: 1 });
    expect(await titlesOf(provider.a, { appId: app.other })).toEqual({ titles: [], total: 0 });
    expect(await titlesOf(provider.a, { pageSize: 3, page: 2 })).toEqual({ titles: ["名前を出した声"], total: 4 });
  });

  it("names the app and shows the author only as they chose, nothing the author kept private", async () => {
    const { voices } = await listProviderVoices(handle.db, provider.a, { page: 1, pageSize: 10 });
    const byTitle = new Map(voices.map((voice) => [voice.title, voice]));
    expect(byTitle.get("名前を出した声")).toMatchObject({
      app: { id: app.first, code: "reply-first", name: "返信アプリ一" },
      rating: 5,
      author: { kind: "named", name: "佐藤 花子", companySize: "従業員120名", industry: "製造業" },
      publishedAt: day(1),
      reply: null,
    });
    expect(byTitle.get("匿名の声")?.author).toEqual({ kind: "anonymous" });
    expect(JSON.stringify(voices)).not.toMatch(/鈴木|u-private-author|従業員999名|非公開の業種/);
  });

  it("lists the provider's apps that have public voices, with their count", async () => {
    expect(await listProviderVoiceApps(handle.db, provider.a)).toEqual([
      { id: app.first, code: "reply-first", name: "返信アプリ一", voiceCount: 3 },
      { id: app.second, code: "reply-second", name: "返信アプリ二", voiceCount: 1 },
    ]);
    expect(await listProviderVoiceApps(handle.db, provider.b)).toEqual([
      { id: app.other, code: "reply-other", name: "他社のアプリ", voiceCount: 1 },
    ]);
  });

  it("replies once to a public voice, replaces the reply, and the store shows it under the voice", async () => {
    const voiceId = idOf("匿名の声");
    const first = await setVoiceReply(handle.db, {
      appProviderId: provider.a,
      providerUserId: user.a,
      voiceId,
      text: "ご意見ありがとうございます。",
    });
    expect(first?.text).toBe("ご意見ありがとうございます。");
    const edited = await setVoiceReply(handle.db, {
      appProviderId: provider.a,
      providerUserId: user.a,
      voiceId,
      text: "ご意見ありがとうございます。\n次の版で直します。",
    });
    expect(edited?.text).toBe("ご意見ありがとうございます。\n次の版で直します。");
    expect(edited && first && edited.at.getTime() >= first.at.getTime()).toBe(true);
    const [row] = await handle.db
      .select({ replyBy: userVoices.replyBy, status: userVoices.status })
      .from(userVoices)
      .where(eq(userVoices.id, voiceId));
    expect(row).toEqual({ replyBy: user.a, status: "published" });
    const store = await listPublishedVoices(handle.db, {
      appId: app.first,
      sort: "newest",
      locale: null,
      page: 1,
      pageSize: 10,
    });
    expect(store.voices.find((voice) => voice.id === voiceId)?.reply).toEqual(edited);
    expect((await listProviderVoices(handle.db, provider.a, { page: 1, pageSize: 10 })).voices[1]?.reply).toEqual(
      edited,
    );
    // A reported voice is still public: it may be answered.
    expect(
      await setVoiceReply(handle.db, {
        appProviderId: provider.a,
        providerUserId: user.a,
        voiceId: idOf("通報された声"),
        text: "確認します。",
      }),
    ).toMatchObject({ text: "確認します。" });
  });

  it("refuses another provider's voice, a hidden voice and one that does not exist, changing nothing", async () => {
    for (const [appProviderId, title] of [
      [provider.b, "名前を出した声"],
      [provider.a, "他社のアプリの声"],
      [provider.a, "審査待ちの声"],
      [provider.a, "却下された声"],
      [provider.a, "取り下げられた声"],
    ] as const) {
      const voiceId = idOf(title);
      expect(await setVoiceReply(handle.db, { appProviderId, providerUserId: user.a, voiceId, text: "x" })).toBeNull();
      expect(await deleteVoiceReply(handle.db, { appProviderId, voiceId })).toBe(false);
    }
    expect(
      await setVoiceReply(handle.db, {
        appProviderId: provider.a,
        providerUserId: user.a,
        voiceId: 2_000_000,
        text: "x",
      }),
    ).toBeNull();
    const replied = await handle.db
      .select({ title: userVoices.title })
      .from(userVoices)
      .where(eq(userVoices.replyText, "x"));
    expect(replied).toEqual([]);
  });

  it("takes a reply back, also when there is none, and leaves the app's counts alone", async () => {
    const [before] = await handle.db
      .select({ count: apps.voiceCount, average: apps.voiceRatingAverage })
      .from(apps)
      .where(eq(apps.id, app.first));
    const voiceId = idOf("匿名の声");
    expect(await deleteVoiceReply(handle.db, { appProviderId: provider.a, voiceId })).toBe(true);
    expect(await deleteVoiceReply(handle.db, { appProviderId: provider.a, voiceId })).toBe(true);
    const [row] = await handle.db
      .select({ text: userVoices.replyText, at: userVoices.replyAt, by: userVoices.replyBy })
      .from(userVoices)
      .where(eq(userVoices.id, voiceId));
    expect(row).toEqual({ text: null, at: null, by: null });
    const [after] = await handle.db
      .select({ count: apps.voiceCount, average: apps.voiceRatingAverage })
      .from(apps)
      .where(eq(apps.id, app.first));
    expect(after).toEqual(before);
    expect(before?.count).toBe(3);
  });
});
