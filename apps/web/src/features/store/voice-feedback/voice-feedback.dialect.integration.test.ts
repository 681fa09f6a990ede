// Issue 28, through the real route handlers: signed-in users find published voices helpful (once
// each, never their own), and visitors, providers and users report them, which puts a voice back in
// the operators' queue while the store keeps showing it; reports are limited per reporter. Against
// the stand-in parent service in-process and a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { listPublishedVoices } from "@store/db/queries/voices";
import { apps } from "@store/db/schema/apps";
import { userVoices, voiceHelpfulVotes, voiceReports } from "@store/db/schema/voices";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";
import { openAccountSession } from "@/server/account-session";
import { ACCOUNT_SESSION_COOKIE } from "@/server/account-session";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../suite/src/app";
import { signInThroughSuite, TestBrowser } from "../../tenant/auth/testing/auth-harness";

const STORE = "http://localhost:3997";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-voice-feedback-0123");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { authOptions } = await import("@/server/tenant-session/session");
const helpfulRoute = await import("@/app/api/voices/[id]/helpful/route");
const reportsRoute = await import("@/app/api/voices/[id]/reports/route");
const helpfulListRoute = await import("@/app/api/apps/[code]/voices/helpful/route");

/** 佐藤 健 reads; 山田 花子 wrote one of the voices. Both of さくら商事. */
const SATO = "u-sato:t-sakura";
const YAMADA = "u-yamada:t-sakura";

let handle: TDbHandle;
let appId = 0;
let providerCookie = "";
const ids: Record<string, number> = {};
/** The id of the seeded voice with this title. */
const idOf = (title: string): number => ids[title] ?? 0;
const sessions = new Map<string, string>();

async function signIn(pick: string): Promise<string> {
  const known = sessions.get(pick);
  if (known) return known;
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, pick);
  const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session for ${pick}`);
  sessions.set(pick, cookie);
  return cookie;
}

type TCaller = { pick?: string; provider?: boolean; address?: string };

async function call(
  handler: (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: TCaller & { method: string; body?: unknown; params: Record<string, string> },
) {
  const headers = new Headers({
    "x-forwarded-for": `203.0.113.60, ${init.address ?? "198.51.100.20"}`,
    origin: STORE,
    "accept-language": "ja",
  });
  const cookies = [
    init.pick ? `${SESSION_COOKIE_NAME}=${await signIn(init.pick)}` : null,
    init.provider ? providerCookie : null,
  ].filter(Boolean);
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const response = await handler(
    new NextRequest(new URL(path, STORE), {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { params: Promise.resolve(init.params) },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { error?: { message: string; items?: object } },
  };
}

const vote = (caller: TCaller, id: number | string, method: "PUT" | "DELETE" = "PUT") =>
  call(method === "PUT" ? helpfulRoute.PUT : helpfulRoute.DELETE, `/api/voices/${id}/helpful`, {
    ...caller,
    method,
    params: { id: String(id) },
  });
const report = (caller: TCaller, id: number | string, body: unknown) =>
  call(reportsRoute.POST, `/api/voices/${id}/reports`, { ...caller, method: "POST", body, params: { id: String(id) } });
const helpfulIds = (pick: string, code = "feedback-app") =>
  call(helpfulListRoute.GET, `/api/apps/${code}/voices/helpful`, { pick, method: "GET", params: { code } });

async function voiceRow(id: number) {
  const [row] = await handle.db
    .select({ status: userVoices.status, helpfulCount: userVoices.helpfulCount, reportCount: userVoices.reportCount })
    .from(userVoices)
    .where(eq(userVoices.id, id));
  return row;
}

async function votesOn(id: number): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(voiceHelpfulVotes).where(eq(voiceHelpfulVotes.voiceId, id));
  return Number(row?.n ?? 0);
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));
const body = "月末の勤怠集計が半日早く終わるようになりました。";

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const provider = await seedProvider(handle.db, { name: "声の提供会社", email: "feedback@provider.example" });
  const base = { appProviderId: provider.id, integrationType: "install" as const };
  const titles = ["役に立つ声", "同時に押される声", "報告される声", "何度も報告される声", "山田の声", "審査中の声"];
  const app = await seedApp(handle.db, {
    ...base,
    code: "feedback-app",
    name: "声のアプリ",
    voices: [
      ...titles
        .slice(0, 4)
        .map((title, i) => ({ authorName: `作者${i}`, title, body, rating: 4, publishedAt: day(i + 1) })),
      { authorName: "山田 花子", title: titles[4], body, rating: 5, publishedAt: day(9), suiteUserId: "u-yamada" },
      { authorName: "待ち", title: titles[5], body, rating: 1, publishedAt: null },
    ],
  });
  appId = app.id;
  await seedApp(handle.db, {
    ...base,
    code: "feedback-draft",
    name: "下書きのアプリ",
    status: "draft",
    voices: [{ authorName: "下書き", title: "下書きの声", body, rating: 3, publishedAt: day(2) }],
  });
  for (const row of await handle.db.select({ id: userVoices.id, title: userVoices.title }).from(userVoices)) {
    ids[row.title] = row.id;
  }
  const { principal } = await seedProviderWithUser(handle.db, { name: "報告する提供会社" });
  const session = await openAccountSession(handle.db, {
    audience: "providerUser",
    accountId: principal.providerUserId,
    userAgent: "test",
    ipAddress: null,
  });
  providerCookie = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

describe(`'helpful' votes on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("counts a signed-in user once however often they vote, and takes the vote back", async () => {
    const id = idOf("役に立つ声");
    expect(await vote({ pick: SATO }, id)).toMatchObject({ status: 200, body: { helpful: true, helpfulCount: 1 } });
    expect(await vote({ pick: SATO }, id)).toMatchObject({ status: 200, body: { helpful: true, helpfulCount: 1 } });
    expect((await vote({ pick: YAMADA }, id)).body).toEqual({ helpful: true, helpfulCount: 2 });
    expect((await helpfulIds(SATO)).body).toEqual({ voiceIds: [id] });
    expect(await votesOn(id)).toBe(2);

    expect((await vote({ pick: SATO }, id, "DELETE")).body).toEqual({ helpful: false, helpfulCount: 1 });
    expect((await vote({ pick: SATO }, id, "DELETE")).body).toEqual({ helpful: false, helpfulCount: 1 });
    expect((await helpfulIds(SATO)).body).toEqual({ voiceIds: [] });
    expect(await voiceRow(id)).toMatchObject({ helpfulCount: 1 });
    expect(await votesOn(id)).toBe(1);
  });

  it("keeps one vote when the same user votes many times at once, and the count equal to the votes", async () => {
    const id = idOf("同時に押される声");
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote({ pick: SATO }, id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await votesOn(id)).toBe(1);
    expect(await voiceRow(id)).toMatchObject({ helpfulCount: 1 });
  });

  it("refuses the author's own voice with a message in the viewer's language", async () => {
    const answer = await vote({ pick: YAMADA }, idOf("山田の声"));
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe("ご自身が書いた利用者の声には「参考になった」を付けられません。");
    expect(await votesOn(idOf("山田の声"))).toBe(0);
  });

  it("finds no voice that is not public, nor of an app nobody may see, nor a made-up id", async () => {
    for (const id of [idOf("審査中の声"), idOf("下書きの声"), 999_999, "abc", "0"]) {
      const answer = await vote({ pick: SATO }, id);
      expect(answer.status, String(id)).toBe(404);
    }
    expect((await helpfulIds(SATO, "feedback-draft")).status).toBe(404);
  });

  it("asks a visitor and a provider user to sign in", async () => {
    expect((await vote({}, idOf("役に立つ声"))).status).toBe(401);
    expect((await vote({ provider: true }, idOf("役に立つ声"))).status).toBe(401);
  });
});

describe(`reports on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("puts a voice a visitor reports back in the queue while the store keeps showing and counting it", async () => {
    const id = idOf("報告される声");
    const [before] = await handle.db.select({ voiceCount: apps.voiceCount }).from(apps).where(eq(apps.id, appId));
    const visitor = { address: "198.51.100.31" };
    expect(await report(visitor, id, { reason: "personalData" })).toMatchObject({
      status: 201,
      body: { status: "reported" },
    });
    expect(await voiceRow(id)).toMatchObject({ status: "reported", reportCount: 1 });
    const shown = await listPublishedVoices(handle.db, {
      appId,
      sort: "newest",
      locale: null,
      page: 1,
      pageSize: 20,
    });
    expect(shown.voices.map((v) => v.title)).toContain("報告される声");
    const [after] = await handle.db.select({ voiceCount: apps.voiceCount }).from(apps).where(eq(apps.id, appId));
    expect(after?.voiceCount).toBe(before?.voiceCount);

    // The same visitor again: kept once; the report keeps no address in clear.
    expect(await report(visitor, id, { reason: "spam" })).toMatchObject({
      status: 200,
      body: { alreadyReported: true },
    });
    const rows = await handle.db.select().from(voiceReports).where(eq(voiceReports.voiceId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "personalData", note: "" });
    expect(rows[0]?.reporterKey).not.toContain("198.51.100.31");
    expect(rows[0]?.reporterKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("takes reports of a voice already in the queue from a provider user and a signed-in user, each once", async () => {
    const id = idOf("報告される声");
    const note = "競合他社の宣伝です。";
    expect(await report({ provider: true }, id, { reason: "other", note })).toMatchObject({
      status: 201,
      body: { status: "reported" },
    });
    expect(await report({ pick: SATO }, id, { reason: "notGenuine" })).toMatchObject({ status: 201 });
    expect((await report({ pick: SATO, address: "198.51.100.99" }, id, { reason: "abusive" })).body).toEqual({
      alreadyReported: true,
    });
    expect(await voiceRow(id)).toMatchObject({ status: "reported", reportCount: 3 });
    const notes = await handle.db
      .select({ note: voiceReports.note })
      .from(voiceReports)
      .where(eq(voiceReports.voiceId, id));
    expect(notes.map((row) => row.note)).toContain(note);
  });

  it("keeps one report of one reporter's reports of a voice sent at once", async () => {
    const id = idOf("役に立つ声");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => report({ address: "198.51.100.60" }, id, { reason: "spam" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await handle.db.select().from(voiceReports).where(eq(voiceReports.voiceId, id))).toHaveLength(1);
    expect(await voiceRow(id)).toMatchObject({ status: "reported", reportCount: 1 });
  });

  it("needs a note for 'other', and finds no voice that is not public", async () => {
    const missing = await report({ address: "198.51.100.41" }, idOf("何度も報告される声"), { reason: "other" });
    expect(missing.status).toBe(422);
    expect(missing.body.error?.items).toHaveProperty("note");
    for (const id of [idOf("審査中の声"), idOf("下書きの声"), 999_999]) {
      expect((await report({ address: "198.51.100.42" }, id, { reason: "spam" })).status, String(id)).toBe(404);
    }
    expect(await voiceRow(idOf("審査中の声"))).toMatchObject({ status: "pending", reportCount: 0 });
  });

  it("refuses a reporter's sixth report within an hour with 429 and when to come back", async () => {
    const id = idOf("何度も報告される声");
    const reporter = { address: "198.51.100.50" };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await report(reporter, id, { reason: "offTopic" })).status);
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    const sixth = await report(reporter, id, { reason: "offTopic" });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another reporter is not held back by this one's limit.
    expect((await report({ address: "198.51.100.51" }, id, { reason: "offTopic" })).status).toBe(201);
  });
});
