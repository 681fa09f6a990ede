// Issue 27 item 6, the tenant admin's app policy, through the real route handlers: the admin sets
// the mode and blocks or allows apps (each effective change one operation-log row with who and from
// where), members' access requests and the app page follow it, and no other tenant sees or changes
// it; against the stand-in parent service in-process and a real database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../suite/src/app";
import { signInThroughSuite, TestBrowser } from "../auth/testing/auth-harness";

const STORE = "http://localhost:3995";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-policy-0123456789");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { authOptions } = await import("@/server/tenant-session/session");
const policyRoute = await import("@/app/api/tenant_admin/app_policy/route");
const ruleRoute = await import("@/app/api/tenant_admin/app_policy/apps/[code]/route");
const requestsRoute = await import("@/app/api/access_requests/route");
const logsRoute = await import("@/app/api/tenant_admin/operation_logs/route");
const appDetailRoute = await import("@/app/api/apps/[code]/route");

/** 佐藤 健 is a member of さくら商事, 山田 花子 its admin; 鈴木 一郎 is the admin of あおぞらテック. */
const MEMBER = "u-sato:t-sakura";
const ADMIN = "u-yamada:t-sakura";
const OTHER_ADMIN = "u-suzuki:t-aozora";

let handle: TDbHandle;
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

type THandler = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: THandler,
  path: string,
  init: { pick: string | null; method?: string; body?: unknown; params?: Record<string, string> },
) {
  const headers = new Headers({
    "x-forwarded-for": "198.51.100.9, 203.0.113.60",
    "user-agent": "PolicyTest/1.0",
    origin: STORE,
    "accept-language": "ja",
  });
  if (init.pick) headers.set("cookie", `${SESSION_COOKIE_NAME}=${await signIn(init.pick)}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
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

const policy = (pick: string | null) => call(policyRoute.GET, "/api/tenant_admin/app_policy", { pick });
const setMode = (pick: string | null, mode: string) =>
  call(policyRoute.PUT, "/api/tenant_admin/app_policy", { pick, method: "PUT", body: { mode } });
const setRule = (pick: string | null, code: string, rule: string) =>
  call(ruleRoute.PUT, `/api/tenant_admin/app_policy/apps/${code}`, {
    pick,
    method: "PUT",
    body: { rule },
    params: { code },
  });
const removeRule = (pick: string | null, code: string) =>
  call(ruleRoute.DELETE, `/api/tenant_admin/app_policy/apps/${code}`, { pick, method: "DELETE", params: { code } });
const ask = (pick: string, code: string) =>
  call(requestsRoute.POST, "/api/access_requests", { pick, method: "POST", body: { code, note: "使いたいです" } });
const logs = async (pick: string) =>
  (await call(logsRoute.GET, "/api/tenant_admin/operation_logs", { pick })).body.data as Record<string, unknown>[];
const detail = (pick: string | null, code: string) =>
  call(appDetailRoute.GET as THandler, `/api/apps/${code}`, { pick, params: { code } });

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const provider = await seedProvider(handle.db, { name: "ポリシー提供会社", email: "provider@policy.example" });
  const base = { appProviderId: provider.id, integrationType: "install" as const };
  await seedApp(handle.db, { ...base, code: "policy-chat", name: "社内チャット" });
  await seedApp(handle.db, { ...base, code: "policy-expense", name: "経費精算" });
  await seedApp(handle.db, { ...base, code: "policy-survey", name: "アンケート" });
  await seedApp(handle.db, { ...base, code: "policy-draft", name: "下書き", status: "draft" });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

beforeEach(async () => {
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

describe("the admin's app policy", () => {
  it("lets members request any app by default, and an admin blocks one with one operation-log row", async () => {
    expect(await policy(ADMIN)).toEqual({ status: 200, body: { mode: "any", rules: [] } });
    expect((await ask(MEMBER, "policy-survey")).status).toBe(201);

    const blocked = await setRule(ADMIN, "policy-chat", "blocked");
    expect(blocked).toEqual({
      status: 200,
      body: {
        mode: "any",
        changed: true,
        rules: [{ code: "policy-chat", name: "社内チャット", rule: "blocked", updatedAt: expect.any(String) }],
      },
    });
    expect((await logs(ADMIN))[0]).toMatchObject({
      operationType: "app_blocked",
      appNames: ["社内チャット"],
      email: "hanako.yamada@sakura-shoji.example",
      ipAddress: "203.0.113.60",
      userAgent: "PolicyTest/1.0",
    });

    // 佐藤 is refused, in his language, and his app page says why instead of offering the request.
    const refused = await ask(MEMBER, "policy-chat");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: "会社の管理者がこのアプリをブロックしています" } });
    expect((await detail(MEMBER, "policy-chat")).body).toMatchObject({ requestRefusal: "blocked" });
    expect((await detail(MEMBER, "policy-expense")).body).toMatchObject({ requestRefusal: null });
    expect((await detail(null, "policy-chat")).body).toMatchObject({ requestRefusal: null });

    // Blocking it again changes nothing and logs nothing.
    const before = (await logs(ADMIN)).length;
    expect((await setRule(ADMIN, "policy-chat", "blocked")).body).toMatchObject({ changed: false });
    expect(await logs(ADMIN)).toHaveLength(before);

    const unblocked = await removeRule(ADMIN, "policy-chat");
    expect(unblocked).toEqual({ status: 200, body: { mode: "any", rules: [], changed: true } });
    expect((await logs(ADMIN))[0]).toMatchObject({ operationType: "app_unblocked", appNames: ["社内チャット"] });
    expect((await removeRule(ADMIN, "policy-chat")).body).toMatchObject({ changed: false });
    expect(await logs(ADMIN)).toHaveLength(before + 1);
    expect((await ask(MEMBER, "policy-chat")).status).toBe(201);
  });

  it("lets members request only allowed apps under the allow list, and none under none", async () => {
    const listed = await setMode(ADMIN, "allow_list");
    expect(listed).toMatchObject({ status: 200, body: { mode: "allow_list", changed: true } });
    expect((await logs(ADMIN))[0]).toMatchObject({ operationType: "app_policy_allow_list", appNames: [] });
    expect((await setMode(ADMIN, "allow_list")).body).toMatchObject({ changed: false });

    const refused = await ask(MEMBER, "policy-expense");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: "会社が許可したアプリだけ申請できます" } });
    expect((await detail(MEMBER, "policy-expense")).body).toMatchObject({ requestRefusal: "notOnList" });

    expect((await setRule(ADMIN, "policy-expense", "allowed")).body).toMatchObject({
      changed: true,
      rules: [expect.objectContaining({ code: "policy-expense", rule: "allowed" })],
    });
    expect((await logs(ADMIN))[0]).toMatchObject({ operationType: "app_allowed", appNames: ["経費精算"] });
    expect((await ask(MEMBER, "policy-expense")).status).toBe(201);

    // A blocked app is refused whatever the list says.
    expect((await setRule(ADMIN, "policy-expense", "blocked")).body).toMatchObject({ changed: true });
    expect((await ask(MEMBER, "policy-expense")).body).toMatchObject({
      error: { message: "会社の管理者がこのアプリをブロックしています" },
    });

    expect((await setMode(ADMIN, "none")).body).toMatchObject({ mode: "none", changed: true });
    expect((await ask(MEMBER, "policy-survey")).body).toMatchObject({
      error: { message: "会社の管理者はアプリの利用申請を受け付けていません" },
    });

    expect((await setMode(ADMIN, "any")).body).toMatchObject({ mode: "any", changed: true });
    expect((await removeRule(ADMIN, "policy-expense")).body).toMatchObject({ changed: true, rules: [] });
    expect((await logs(ADMIN)).slice(0, 2).map((log) => log.operationType)).toEqual([
      "app_unblocked",
      "app_policy_any",
    ]);
  });

  it("keeps each tenant's policy to its own admins", async () => {
    await setRule(ADMIN, "policy-survey", "blocked");
    // あおぞらテック's admin sees and changes only their own tenant's policy.
    expect(await policy(OTHER_ADMIN)).toEqual({ status: 200, body: { mode: "any", rules: [] } });
    expect((await setMode(OTHER_ADMIN, "none")).body).toMatchObject({ mode: "none", changed: true });
    expect((await policy(ADMIN)).body).toMatchObject({
      mode: "any",
      rules: [expect.objectContaining({ code: "policy-survey" })],
    });
    await setMode(OTHER_ADMIN, "any");
    // A member is not an admin; a visitor is not signed in.
    expect((await setRule(MEMBER, "policy-survey", "allowed")).status).toBe(403);
    expect((await removeRule(MEMBER, "policy-survey")).status).toBe(403);
    expect((await policy(null)).status).toBe(401);
    expect((await policy(ADMIN)).body).toMatchObject({ rules: [expect.objectContaining({ rule: "blocked" })] });
    await removeRule(ADMIN, "policy-survey");
  });

  it("refuses an app that is not published, and a mode or rule it does not know", async () => {
    expect((await setRule(ADMIN, "policy-draft", "blocked")).status).toBe(404);
    expect((await setRule(ADMIN, "no-such-app", "blocked")).status).toBe(404);
    expect((await removeRule(ADMIN, "no-such-app")).status).toBe(404);
    expect((await setRule(ADMIN, "policy-chat", "hidden")).status).toBe(422);
    expect((await setMode(ADMIN, "some")).status).toBe(422);
    expect((await policy(ADMIN)).body).toEqual({ mode: "any", rules: [] });
  });
});
