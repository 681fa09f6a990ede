// GET /api/developers/voices and PUT / DELETE /api/developers/voices/{id}/reply through the real
// route handlers (issue 28): the provider user's session decides whose voices they are; a provider
// replies to, edits and takes back its reply to a public voice about its own app, which the store
// then shows under the voice; another provider's voice, a hidden one or a bad id answers 404, an
// empty or too long reply 422 in the viewer's language, a visitor 401.
import type { TDbHandle } from "@store/db/client";
import { listPublishedVoices } from "@store/db/queries/voices";
import { userVoices } from "@store/db/schema/voices";
import { seedApp } from "@store/db/seed/apps";
import type { TProviderVoicesPage } from "@store/domain/schemas/provider-voices";
import { VOICE_REPLY_MAX } from "@store/domain/voices/voice-limits";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { seedProviderWithUser } from "../../developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3995";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const invalidated = vi.hoisted(() => vi.fn());
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: invalidated }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-voice-replies-0123");
vi.stubEnv("LOG_LEVEL", "fatal");
const { GET } = await import("@/app/api/developers/voices/route");
const { PUT, DELETE } = await import("@/app/api/developers/voices/[id]/reply/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));
const body = "返信の経路を確かめるための利用者の声です。";

let handle: TDbHandle;
const cookies = { a: "", b: "" };
const ids = { published: 0, pending: 0, appA: 0 };

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const providers: Record<"a" | "b", number> = { a: 0, b: 0 };
  for (const [key, name] of [
    ["a", "返信する会社エー"],
    ["b", "返信する会社ビー"],
  ] as const) {
    const { provider, principal } = await seedProviderWithUser(handle.db, { name });
    providers[key] = provider.id;
    const session = await openAccountSession(handle.db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
  ids.appA = (
    await seedApp(handle.db, {
      appProviderId: providers.a,
      code: "reply-route-app",
      name: "返信経路のアプリ",
      integrationType: "connect",
      voices: [
        {
          title: "勤怠の集計が早くなった",
          authorName: "非公開 太郎",
          companySize: "従業員777名",
          body,
          rating: 4,
          publishedAt: day(2),
        },
        { title: "審査待ちの声", authorName: "審査 待ち", body, rating: 2, publishedAt: null },
      ],
    })
  ).id;
  await seedApp(handle.db, {
    appProviderId: providers.b,
    code: "reply-route-other",
    name: "他社の経路アプリ",
    integrationType: "connect",
    voices: [{ title: "他社の声", authorName: "他社", body, rating: 3, publishedAt: day(3) }],
  });
  for (const row of await handle.db.select({ id: userVoices.id, title: userVoices.title }).from(userVoices)) {
    if (row.title === "勤怠の集計が早くなった") ids.published = row.id;
    if (row.title === "審査待ちの声") ids.pending = row.id;
  }
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

beforeEach(() => {
  invalidated.mockClear();
});

function request(
  method: "GET" | "PUT" | "DELETE",
  path: string,
  init: { cookie?: string; json?: unknown; locale?: string; origin?: string | null } = {},
) {
  const headers = new Headers({ "accept-language": init.locale ?? "ja" });
  if (init.origin !== null) headers.set("origin", init.origin ?? STORE);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${STORE}${path}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

const replyPath = (id: number | string) => `/api/developers/voices/${id}/reply`;
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function list(cookie: string, query = ""): Promise<TProviderVoicesPage> {
  const response = await GET(request("GET", `/api/developers/voices${query}`, { cookie }), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TProviderVoicesPage;
}

const put = (id: number | string, json: unknown, init: { cookie?: string; locale?: string; origin?: null } = {}) =>
  PUT(request("PUT", replyPath(id), { ...init, json }), params(id));
const remove = (id: number | string, init: { cookie?: string; origin?: null } = {}) =>
  DELETE(request("DELETE", replyPath(id), init), params(id));

async function storeReply(): Promise<unknown> {
  const { voices } = await listPublishedVoices(handle.db, {
    appId: ids.appA,
    sort: "newest",
    locale: null,
    page: 1,
    pageSize: 10,
  });
  return voices.find((voice) => voice.id === ids.published)?.reply ?? null;
}

describe("/api/developers/voices", () => {
  it("lists each provider's own public voices, the author only as they chose, and refuses a visitor", async () => {
    const a = await list(cookies.a);
    expect(a.data.map((voice) => voice.title)).toEqual(["勤怠の集計が早くなった"]);
    expect(a.data[0]).toMatchObject({
      app: { code: "reply-route-app", name: "返信経路のアプリ" },
      rating: 4,
      author: { kind: "anonymous" },
      publishedAt: day(2).toISOString(),
      reply: null,
    });
    expect(a.apps).toEqual([{ id: ids.appA, code: "reply-route-app", name: "返信経路のアプリ", voiceCount: 1 }]);
    expect(a.pagination).toMatchObject({ count: 1, page: 1, pages: 1 });
    expect(JSON.stringify(a)).not.toMatch(/非公開 太郎|従業員777名|審査待ちの声|他社の声/);
    expect((await list(cookies.b)).data.map((voice) => voice.title)).toEqual(["他社の声"]);
    // Another provider's app in the filter shows nothing of it.
    expect((await list(cookies.b, `?appId=${ids.appA}`)).data).toEqual([]);
    const visitor = await GET(request("GET", "/api/developers/voices"), { params: Promise.resolve({}) });
    expect(visitor.status).toBe(401);
  });

  it("replies, edits and deletes the reply; the store shows it under the voice and its cache is dropped", async () => {
    const created = await put(ids.published, { text: "  ご利用ありがとうございます。  " }, { cookie: cookies.a });
    expect(created.status).toBe(200);
    const first = (await created.json()) as { reply: { text: string; at: string } };
    expect(first.reply.text).toBe("ご利用ありがとうございます。");
    expect(invalidated).toHaveBeenCalledWith(["apps"]);
    expect(await storeReply()).toEqual({ text: first.reply.text, at: new Date(first.reply.at) });

    const edited = await put(
      ids.published,
      { text: "ご利用ありがとうございます。\n集計画面も改善します。" },
      { cookie: cookies.a },
    );
    expect(edited.status).toBe(200);
    const second = (await edited.json()) as { reply: { text: string; at: string } };
    expect(second.reply.text).toBe("ご利用ありがとうございます。\n集計画面も改善します。");
    expect((await list(cookies.a)).data[0]?.reply).toEqual(second.reply);

    invalidated.mockClear();
    const deleted = await remove(ids.published, { cookie: cookies.a });
    expect(deleted.status).toBe(204);
    expect(invalidated).toHaveBeenCalledWith(["apps"]);
    expect(await storeReply()).toBeNull();
    expect((await list(cookies.a)).data[0]?.reply).toBeNull();
  });

  it("answers 404 for another provider's voice, a hidden voice and a bad id, changing nothing", async () => {
    for (const [cookie, id] of [
      [cookies.b, ids.published],
      [cookies.a, ids.pending],
      [cookies.a, 2_000_000],
      [cookies.a, "abc"],
      [cookies.a, "0"],
    ] as const) {
      const response = await put(id, { text: "他社からの返信" }, { cookie });
      expect(response.status).toBe(404);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toBe(
        "この利用者の声は公開されていないか、見つかりませんでした。ページを再読み込みしてください。",
      );
      expect((await remove(id, { cookie })).status).toBe(404);
    }
    expect(invalidated).not.toHaveBeenCalled();
    expect(await storeReply()).toBeNull();
    const [pending] = await handle.db
      .select({ text: userVoices.replyText })
      .from(userVoices)
      .where(eq(userVoices.id, ids.pending));
    expect(pending?.text).toBeNull();
  });

  it("refuses an empty or too long reply with 422 per field in the viewer's language", async () => {
    for (const [locale, required, tooLong] of [
      ["ja", "入力してください。", `${VOICE_REPLY_MAX}文字以内で入力してください。`],
      ["en-US", "This field is required.", `Enter no more than ${VOICE_REPLY_MAX} characters.`],
    ] as const) {
      const empty = await put(ids.published, { text: " \n " }, { cookie: cookies.a, locale });
      expect(empty.status).toBe(422);
      expect(((await empty.json()) as { error: { items: Record<string, string[]> } }).error.items).toEqual({
        text: [required],
      });
      const long = await put(ids.published, { text: "あ".repeat(VOICE_REPLY_MAX + 1) }, { cookie: cookies.a, locale });
      expect(long.status).toBe(422);
      expect(((await long.json()) as { error: { items: Record<string, string[]> } }).error.items.text).toEqual([
        tooLong,
      ]);
    }
    expect(await storeReply()).toBeNull();
  });

  it("refuses a visitor (401) and a write without the store's origin (403)", async () => {
    expect((await put(ids.published, { text: "返信" })).status).toBe(401);
    expect((await remove(ids.published)).status).toBe(401);
    expect((await put(ids.published, { text: "返信" }, { cookie: cookies.a, origin: null })).status).toBe(403);
    expect((await remove(ids.published, { cookie: cookies.a, origin: null })).status).toBe(403);
    expect(await storeReply()).toBeNull();
  });
});
