// SPEC §3 Access request through the real route handlers: a member asks the admins for an app, the
// admins list and decline it or install the app (which approves it), each answer is an operation-log
// row and a mail; against the stand-in parent service in-process and a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { findOpenAccessRequestOf } from "@store/db/queries/access-requests";
import { accessRequests, jobs } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedOauthClient, seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMail } from "@/server/jobs/mail";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../suite/src/app";
import { signInThroughSuite, TestBrowser } from "../auth/testing/auth-harness";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-access-0123456789");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { authOptions } = await import("@/server/tenant-session/session");
const requestsRoute = await import("@/app/api/access_requests/route");
const adminListRoute = await import("@/app/api/tenant_admin/access_requests/route");
const declineRoute = await import("@/app/api/tenant_admin/access_requests/[id]/decline/route");
const appsRoute = await import("@/app/api/tenant_admin/apps/route");
const logsRoute = await import("@/app/api/tenant_admin/operation_logs/route");
const { runDueJobs, jobHandlers, defineJob } = await import("@/server/jobs/jobs");
const { accessRequestMailJob } = await import("./access-request-jobs");
const { sendAccessRequestMail } = await import("./send-access-request-mail");

/** 山田 花子 is a member, not an admin, of あおぞらテック; 鈴木 一郎 is its admin. */
const MEMBER = "u-yamada:t-aozora";
const ADMIN = "u-suzuki:t-aozora";
/** 山田 花子 is the admin of さくら商事: another tenant. */
const OTHER_ADMIN = "u-yamada:t-sakura";

let handle: TDbHandle;
const sessions = new Map<string, string>();
const sent: TMail[] = [];

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

async function call(
  handler: (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: { pick: string | null; method?: string; body?: unknown; params?: Record<string, string>; language?: string },
) {
  const headers = new Headers({
    "x-forwarded-for": "198.51.100.7, 203.0.113.60",
    "user-agent": "AccessTest/1.0",
    origin: STORE,
  });
  if (init.pick) headers.set("cookie", `${SESSION_COOKIE_NAME}=${await signIn(init.pick)}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.language) headers.set("accept-language", init.language);
  const response = await handler(
    new NextRequest(new URL(path, STORE), {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { params: Promise.resolve(init.params ?? {}) },
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const ask = (pick: string | null, body: unknown, language?: string) =>
  call(requestsRoute.POST, "/api/access_requests", { pick, method: "POST", body, language });
const openRequests = (pick: string) => call(adminListRoute.GET, "/api/tenant_admin/access_requests", { pick });
const decline = (pick: string, id: number, note: string) =>
  call(declineRoute.POST, `/api/tenant_admin/access_requests/${id}/decline`, {
    pick,
    method: "POST",
    body: { note },
    params: { id: String(id) },
  });
const install = (pick: string, code: string) =>
  call(appsRoute.POST, "/api/tenant_admin/apps", { pick, method: "POST", body: { code } });
const latestLog = async (pick: string) =>
  ((await call(logsRoute.GET, "/api/tenant_admin/operation_logs", { pick })).body.data as Record<string, unknown>[])[0];

const work = () =>
  runDueJobs(
    handle.db,
    jobHandlers([
      defineJob({
        ...accessRequestMailJob,
        handler: sendAccessRequestMail({ mailer: () => ({ send: async (mail) => void sent.push(mail) }) }),
      }),
    ]),
    { now: () => new Date(Date.now() + 5_000) },
  );

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const provider = await seedProvider(handle.db, { name: "申請テスト提供会社", email: "provider@access.example" });
  const base = { appProviderId: provider.id, integrationType: "install" as const };
  // The wanted app shares its provider account with another published app (SPEC §5).
  const client = await seedOauthClient(handle.db, {
    appProviderId: provider.id,
    clientId: "access-shared",
    name: "共有",
  });
  await seedApp(handle.db, { ...base, code: "wanted-app", name: "欲しいアプリ", oauthClientId: client.id });
  await seedApp(handle.db, { ...base, code: "partner-app", name: "相棒アプリ", oauthClientId: client.id });
  await seedApp(handle.db, { ...base, code: "declined-app", name: "見送りアプリ" });
  await seedApp(handle.db, { ...base, code: "draft-app", name: "下書き", status: "draft" });
  // The admin has signed in once, so the store knows their address for the request mail.
  await signIn(ADMIN);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

beforeEach(async () => {
  sent.length = 0;
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

describe("asking for an app", () => {
  it("keeps one open request per person and app, and mails the tenant's admins", async () => {
    const first = await ask(MEMBER, { code: "wanted-app", note: "経費精算に使いたいです" });
    expect(first).toEqual({ status: 201, body: { id: expect.any(Number), alreadyRequested: false } });
    const again = await ask(MEMBER, { code: "wanted-app", note: "もう一度" });
    expect(again).toEqual({ status: 200, body: { id: 0, alreadyRequested: true } });
    // The app page tells the member of the open request before they ask again; no one else.
    const [row] = await handle.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, Number(first.body.id)));
    const openOf = (suiteUserId: string, tenantId = row?.tenantId ?? "") =>
      findOpenAccessRequestOf(handle.db, { tenantId, suiteUserId, appId: row?.appId ?? 0 });
    expect(await openOf("u-yamada")).toEqual(row?.requestedAt);
    expect(await openOf("u-suzuki")).toBeUndefined();
    expect(await openOf("u-yamada", "t-sakura")).toBeUndefined();

    const listed = await openRequests(ADMIN);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: first.body.id,
        name: "山田 花子",
        suiteUserId: "u-yamada",
        note: "経費精算に使いたいです",
        status: "pending",
        // What the install dialog needs, the shared-account notice's names among it.
        app: expect.objectContaining({
          code: "wanted-app",
          name: "欲しいアプリ",
          uninstallable: true,
          sharedAppNames: ["欲しいアプリ", "相棒アプリ"],
        }),
      }),
    ]);

    await work();
    expect(sent).toEqual([
      expect.objectContaining({
        to: ["ichiro.suzuki@aozora-tech.example"],
        subject: expect.stringContaining("欲しいアプリ"),
        text: expect.stringContaining("経費精算に使いたいです"),
      }),
    ]);
  });

  it("refuses visitors, admins, apps that cannot be installed and notes that are too long", async () => {
    expect((await ask(null, { code: "wanted-app" })).status).toBe(401);
    expect((await ask(ADMIN, { code: "wanted-app" })).status).toBe(422);
    expect((await ask(MEMBER, { code: "draft-app" })).status).toBe(404);
    expect((await ask(MEMBER, { code: "no-such-app" })).status).toBe(404);
    const long = await ask(MEMBER, { code: "declined-app", note: "あ".repeat(501) });
    expect(long.status).toBe(422);
    expect(
      await handle.db
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.note, "あ".repeat(501))),
    ).toEqual([]);
  });
});

describe("answering a request", () => {
  it("a decline writes the operation log and mails the requester the admin's note; another tenant's admin cannot", async () => {
    // Asked from a browser in English: the mails about the request are in English.
    const asked = await ask(MEMBER, { code: "declined-app", note: "" }, "en-US,en;q=0.8");
    const id = asked.body.id as number;
    await work();
    expect(sent).toEqual([
      expect.objectContaining({
        to: ["ichiro.suzuki@aozora-tech.example"],
        subject: "[HR Suite App Store] 山田 花子 asks for 見送りアプリ",
      }),
    ]);
    sent.length = 0;

    expect((await openRequests(OTHER_ADMIN)).body.items).toEqual([]);
    expect((await decline(OTHER_ADMIN, id, "他社から")).status).toBe(404);
    expect((await decline(MEMBER, id, "自分で")).status).toBe(403);

    const declined = await decline(ADMIN, id, "今期は予算がありません");
    expect(declined).toEqual({ status: 200, body: { id, status: "declined" } });
    expect((await decline(ADMIN, id, "二度目")).status).toBe(404);
    expect(await latestLog(ADMIN)).toMatchObject({
      appNames: ["見送りアプリ"],
      operationType: "access_request_declined",
      suiteUserId: "u-suzuki",
      email: "ichiro.suzuki@aozora-tech.example",
      ipAddress: "203.0.113.60",
      userAgent: "AccessTest/1.0",
      message: "「見送りアプリ」の利用申請を却下しました",
    });
    const queued = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `access-request-mail:${id}:requester`));
    expect(queued).toHaveLength(1);
    await work();
    expect(sent).toEqual([
      expect.objectContaining({
        to: "hanako.yamada@sakura-shoji.example",
        subject: "[HR Suite App Store] Your request for 見送りアプリ was declined",
        text: expect.stringContaining("Your admins declined your request for 見送りアプリ."),
      }),
    ]);
    expect(sent[0]?.text).toContain("今期は予算がありません");
    expect((await openRequests(ADMIN)).body.items).toEqual([
      expect.objectContaining({ app: expect.objectContaining({ code: "wanted-app" }) }),
    ]);
  });

  it("installing the app approves its open requests, logs the approval and tells the requester", async () => {
    const [open] = await handle.db.select().from(accessRequests).where(eq(accessRequests.status, "pending"));
    expect(open).toBeDefined();
    expect((await install(ADMIN, "wanted-app")).status).toBe(200);

    const [answered] = await handle.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, open?.id ?? 0));
    expect(answered).toMatchObject({ status: "approved", answeredBy: "u-suzuki" });
    expect(answered?.answeredAt).toBeInstanceOf(Date);
    expect((await openRequests(ADMIN)).body.items).toEqual([]);
    expect(await latestLog(ADMIN)).toMatchObject({
      appNames: ["欲しいアプリ"],
      operationType: "access_request_approved",
      suiteUserId: "u-suzuki",
      message: "「欲しいアプリ」の利用申請を承認しました",
    });
    await work();
    expect(sent).toEqual([
      expect.objectContaining({
        to: "hanako.yamada@sakura-shoji.example",
        subject: expect.stringContaining("欲しいアプリ"),
        text: expect.stringContaining(`${STORE}/apps/wanted-app`),
      }),
    ]);
  });
});
