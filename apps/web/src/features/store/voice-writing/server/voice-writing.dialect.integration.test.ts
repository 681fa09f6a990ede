// Writing a user voice (issue 28) through the real route handlers: who may write (the company has
// the app, had it within 180 days, or never had it), the automatic checks with the company's
// directory from the stand-in parent service, one voice per person per app under concurrent sends,
// and the app's kept counts equal to the real rows through an edit and a delete. On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import type { TDbHandle } from "@store/db/client";
import { selectRows } from "@store/db/client";
import { apps, installationOperations, userVoices } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { seedInstallation } from "@store/db/seed/tenants";
import { createTestDb } from "@store/db/testing/test-db";
import { and, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { signInThroughSuite, TestBrowser } from "../../../tenant/auth/testing/auth-harness";

const STORE = "http://localhost:3994";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// Handlers forget the public pages after an edit through Next's revalidateTag, which needs a running Next server.
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: async () => {} }));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-voices-0123456789");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("RATE_LIMIT_VOICE_CHECKS_PER_USER", "5/10m");
const { authOptions } = await import("@/server/tenant-session/session");
const mineRoute = await import("@/app/api/apps/[code]/voices/mine/route");
const checksRoute = await import("@/app/api/apps/[code]/voices/checks/route");

/** 山田 花子 of さくら商事, which has the apps; 鈴木 一郎 of あおぞらテック, which has none of them now. */
const YAMADA = "u-yamada:t-sakura";
const SUZUKI = "u-suzuki:t-aozora";
const SATO = "u-sato:t-sakura";

const VALID = {
  rating: 4,
  title: "月末の集計が早くなりました",
  text: "勤怠の締めが半日早く終わるようになり、人事の担当者の残業が減りました。",
  locale: "ja",
  showCompany: true,
  showName: false,
};

let handle: TDbHandle;
const sessions = new Map<string, string>();
const appIds: Record<string, number> = {};

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

/** What the routes answer, as far as these tests read it. */
type TAnswerBody = {
  id: number;
  eligibility: string;
  voice: unknown;
  findings: { code: string; field: string }[];
  error: { message: string; items?: Record<string, string[]>; details: { findings: unknown } };
};

type THandler = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: THandler,
  code: string,
  init: { pick: string | null; method?: string; body?: unknown; path?: string; origin?: string | null },
) {
  const headers = new Headers({ "x-forwarded-for": "198.51.100.8", "accept-language": "ja" });
  if (init.origin !== null) headers.set("origin", init.origin ?? STORE);
  if (init.pick) headers.set("cookie", `${SESSION_COOKIE_NAME}=${await signIn(init.pick)}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const path = `/api/apps/${code}/voices/${init.path ?? "mine"}`;
  const response = await handler(
    new NextRequest(new URL(path, STORE), {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { params: Promise.resolve({ code }) },
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as TAnswerBody };
}

const mine = (pick: string | null, code: string) => call(mineRoute.GET, code, { pick });
const write = (pick: string | null, code: string, body: unknown, origin?: string | null) =>
  call(mineRoute.PUT, code, { pick, method: "PUT", body, origin });
const withdraw = (pick: string, code: string) => call(mineRoute.DELETE, code, { pick, method: "DELETE" });
const check = (pick: string, code: string, body: unknown) =>
  call(checksRoute.POST, code, { pick, method: "POST", body, path: "checks" });

/** The app's kept counts and what the real rows say they should be. */
async function counts(code: string) {
  const [kept] = await handle.db
    .select({ count: apps.voiceCount, sum: apps.voiceRatingSum, rated: apps.voiceRatingCount })
    .from(apps)
    .where(eq(apps.code, code));
  const [real] = await selectRows<{ count: number; sum: number; rated: number }>(
    handle.db,
    sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as sum, count(rating)::int as rated
        from user_voices where app_id = ${appIds[code] ?? 0} and status in ('published', 'reported')`,
  );
  return { kept, real };
}

async function uninstalledDaysAgo(tenantId: string, code: string, days: number) {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const id = appIds[code] ?? 0;
  await handle.db.insert(installationOperations).values({
    tenantId,
    kind: "uninstall",
    appId: id,
    integrationType: "install",
    account: `addon:${id}`,
    apps: [{ id, code, name: code }],
    idempotencyKey: `voice-test-${tenantId}-${code}`,
    state: "applied",
    suiteUserId: "u-suzuki",
    email: "ichiro.suzuki@aozora-tech.example",
    ipAddress: "198.51.100.8",
    userAgent: "VoiceTest/1.0",
    createdAt: at,
    updatedAt: at,
    settledAt: at,
  });
}

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const provider = await seedProvider(handle.db, { name: "声テスト提供会社", email: "provider@voices.example" });
  const base = { appProviderId: provider.id, integrationType: "install" as const };
  for (const code of ["voice-app", "busy-app", "counted-app", "left-recently", "left-long-ago", "never-app"]) {
    appIds[code] = (await seedApp(handle.db, { ...base, code, name: `声 ${code}` })).id;
  }
  await seedApp(handle.db, { ...base, code: "draft-voice-app", name: "下書き", status: "draft" });
  // Signing in records the tenants the installations belong to.
  await Promise.all([signIn(YAMADA), signIn(SUZUKI), signIn(SATO)]);
  for (const code of ["voice-app", "busy-app", "counted-app"]) {
    await seedInstallation(handle.db, { tenantId: "t-sakura", appId: appIds[code] ?? 0, installedBy: "u-yamada" });
  }
  await uninstalledDaysAgo("t-aozora", "left-recently", 10);
  await uninstalledDaysAgo("t-aozora", "left-long-ago", 200);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

describe("who may write a voice", () => {
  it("tells a user of a company that has the app that they may, and a company that never had it that it may not", async () => {
    expect(await mine(YAMADA, "voice-app")).toEqual({ status: 200, body: { eligibility: "eligible", voice: null } });
    expect((await mine(SUZUKI, "voice-app")).body).toEqual({ eligibility: "neverInstalled", voice: null });
    const refused = await write(SUZUKI, "voice-app", VALID);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      "利用者の声を書けるのは、このアプリを導入している会社、または180日以内に導入していた会社の方だけです。",
    );
    expect(await handle.db.select().from(userVoices).where(eq(userVoices.suiteUserId, "u-suzuki"))).toEqual([]);
  });

  it("lets a company that uninstalled the app within 180 days write, and not one that left longer ago", async () => {
    expect((await mine(SUZUKI, "left-recently")).body.eligibility).toBe("eligible");
    expect((await write(SUZUKI, "left-recently", VALID)).status).toBe(201);
    expect((await mine(SUZUKI, "left-long-ago")).body.eligibility).toBe("expired");
    expect((await write(SUZUKI, "left-long-ago", VALID)).status).toBe(403);
  });

  it("answers 404 for an app that is not published, 401 to a visitor and 403 to a write from elsewhere", async () => {
    expect((await mine(YAMADA, "draft-voice-app")).status).toBe(404);
    expect((await write(YAMADA, "draft-voice-app", VALID)).status).toBe(404);
    expect((await mine(null, "voice-app")).status).toBe(401);
    expect((await write(YAMADA, "voice-app", VALID, null)).status).toBe(403);
    expect((await write(YAMADA, "voice-app", VALID, "https://evil.example")).status).toBe(403);
  });
});

describe("the automatic checks", () => {
  it("refuse a voice with a phone number with 422 and the findings, and store nothing", async () => {
    const refused = await write(YAMADA, "voice-app", { ...VALID, text: `${VALID.text}担当は090-1234-5678まで。` });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      "自動チェックで送信できない内容が見つかりました。直してから送信してください。",
    );
    expect(refused.body.error.details.findings).toEqual([
      { code: "phoneNumber", field: "text", outcome: "failed", values: { match: "5678" } },
    ]);
    expect((await mine(YAMADA, "voice-app")).body.voice).toBeNull();
  });

  it("find a colleague's name from the company's directory at the parent service", async () => {
    const refused = await write(YAMADA, "voice-app", { ...VALID, title: "佐藤 健さんが導入を進めました" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.findings).toEqual([
      { code: "personName", field: "title", outcome: "failed", values: { match: "佐**" } },
    ]);
    // While typing: the same finding, with nothing stored; texts may still be empty.
    const typing = await check(YAMADA, "voice-app", { rating: null, title: "佐藤 健さん", text: "", locale: "ja" });
    expect(typing.status).toBe(200);
    expect(typing.body.findings.map((f) => `${f.field} ${f.code}`)).toEqual([
      "rating ratingOutOfRange",
      "title personName",
      "text required",
    ]);
  });

  it("answer 404 for an app that is not published, and 429 once a user has asked too often", async () => {
    expect((await check(SATO, "draft-voice-app", { rating: 3, title: "", text: "", locale: "ja" })).status).toBe(404);
    const draft = { rating: 3, title: "t", text: "", locale: "ja" };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await check(SATO, "voice-app", draft)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("the author's voice", () => {
  it("is written pending with the checks' warnings, edited in place, read back and deleted", async () => {
    const created = await write(YAMADA, "voice-app", { ...VALID, text: `${VALID.text}山田さんに感謝。` });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      rating: 4,
      title: VALID.title,
      status: "pending",
      showCompany: true,
      showName: false,
      rejectionReason: null,
      reply: null,
      checks: [{ code: "personName", field: "text", outcome: "warning", values: { match: "山*" } }],
    });
    const [row] = await handle.db.select().from(userVoices).where(eq(userVoices.id, created.body.id));
    expect(row).toMatchObject({
      authorName: "山田 花子",
      authorEmail: "hanako.yamada@sakura-shoji.example",
      mailLocale: "ja",
      tenantId: "t-sakura",
      // The company as the parent service's directory tells it.
      companySize: "従業員320名",
      industry: "卸売業",
    });

    const edited = await write(YAMADA, "voice-app", { ...VALID, rating: 2, locale: "en-us", title: "Slower now" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, rating: 2, locale: "en-us", checks: [] });
    expect(await mine(YAMADA, "voice-app")).toEqual({
      status: 200,
      body: { eligibility: "eligible", voice: edited.body },
    });

    expect((await withdraw(YAMADA, "voice-app")).status).toBe(204);
    expect((await mine(YAMADA, "voice-app")).body.voice).toBeNull();
    expect((await withdraw(YAMADA, "voice-app")).status).toBe(204);
  });

  it("stays one per person and app when the same person sends several at once", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((rating) => write(YAMADA, "busy-app", { ...VALID, rating })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await handle.db
      .select({ id: userVoices.id })
      .from(userVoices)
      .where(and(eq(userVoices.appId, appIds["busy-app"] ?? 0), eq(userVoices.suiteUserId, "u-yamada")));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([rows[0]?.id]));
  });

  it("leaves the app's counts when an edit takes it back to moderation, and keeps them equal to the rows", async () => {
    const created = await write(YAMADA, "counted-app", { ...VALID, rating: 5 });
    const other = await write(SATO, "counted-app", { ...VALID, rating: 3 });
    // An operator publishes both (moderation is another part of the store).
    await handle.db
      .update(userVoices)
      .set({ status: "published", publishedAt: new Date(), rejectionReason: null })
      .where(eq(userVoices.appId, appIds["counted-app"] ?? 0));
    let { kept, real } = await counts("counted-app");
    expect(kept).toEqual({ count: 2, sum: 8, rated: 2 });
    expect(kept).toEqual(real);

    const edited = await write(YAMADA, "counted-app", { ...VALID, rating: 1 });
    expect(edited.body).toMatchObject({ id: created.body.id, status: "pending" });
    ({ kept, real } = await counts("counted-app"));
    expect(kept).toEqual({ count: 1, sum: 3, rated: 1 });
    expect(kept).toEqual(real);

    expect((await withdraw(SATO, "counted-app")).status).toBe(204);
    ({ kept, real } = await counts("counted-app"));
    expect(kept).toEqual({ count: 0, sum: 0, rated: 0 });
    expect(kept).toEqual(real);
    expect(other.status).toBe(201);
  });

  it("is refused with the field's message when the text is too short for the schema", async () => {
    const refused = await write(YAMADA, "voice-app", { ...VALID, text: "短い" });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.items ?? {})).toEqual(["text"]);
  });
});
