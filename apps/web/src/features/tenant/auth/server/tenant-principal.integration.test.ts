// Who the tenant caller is, decided once for pages and the API and kept honest with the parent
// service (issue 8): the store's own session secret, the re-validation window, revoked and
// demoted users, blocked tenants and the tenant switch, through the real route handlers, the
// stand-in started in-process and a real database. NEXTAUTH_SECRET is unset here, as under
// `npm start`.
import type { TDbHandle } from "@store/db/client";
import { findTenantSession } from "@store/db/queries/tenant-sessions";
import { tenantSessions } from "@store/db/schema/sessions";
import { createTestDb } from "@store/db/testing/test-db";
import { sql } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { readSessionState, SESSION_STATE_CLAIM, type TSessionState } from "@/server/tenant-session/session-state";
import { signInThroughSuite, TestBrowser } from "../testing/auth-harness";

const STORE = "http://localhost:3996";
/** The value that sealed every cookie while NEXTAUTH_SECRET was unset, before issue 8. */
const OLD_BUILT_IN_SECRET = "hrstore-development-only-nextauth-secret-do-not-use-in-production";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// Server components read the request's cookies through next/headers.
const pageCookies = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => (pageCookies.value ? [{ name: "hrstore_session", value: pageCookies.value }] : []),
  }),
  headers: async () => new Headers(),
}));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`], backchannelLogoutUri: null },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
const { authOptions, readPageSession, readSession } = await import("@/server/tenant-session/session");
const { sessionSecret, ensureSessionSecret } = await import("@/server/session-secret");
const { tenantAdminAccess } = await import("@/server/tenant-session/tenant-admin-access");
const appsRoute = await import("@/app/api/tenant_admin/apps/route");
const logsRoute = await import("@/app/api/tenant_admin/operation_logs/route");
const { POST: switchTenantRoute } = await import("@/app/api/auth/tenants/route");
const { proxy } = await import("@/proxy");

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

beforeEach(async () => {
  pageCookies.value = undefined;
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

async function signIn(pick: string): Promise<{ cookie: string; state: TSessionState }> {
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, pick);
  const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session for ${pick}`);
  const state = readSessionState(await decode({ token: cookie, secret: await sessionSecret() }));
  if (!state) throw new Error(`unreadable session for ${pick}`);
  return { cookie, state };
}

async function suiteHook(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(new URL(path, suite.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** As if `seconds` had passed since the parent service last answered for every session. */
async function ageSessions(seconds: number): Promise<void> {
  await handle.db
    .update(tenantSessions)
    .set({ validatedAt: sql`${tenantSessions.validatedAt} - make_interval(secs => ${seconds})` });
}

function request(path: string, init: { cookie?: string; method?: string; body?: unknown } = {}): NextRequest {
  const headers = new Headers();
  if (init.cookie) headers.set("cookie", `${SESSION_COOKIE_NAME}=${init.cookie}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(path, STORE), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const noParams = { params: Promise.resolve({}) };

/** GET /api/tenant_admin/apps and /operation_logs: their statuses and error codes. */
async function adminApis(cookie: string): Promise<{ status: number; code?: string }[]> {
  const responses = [
    await appsRoute.GET(request("/api/tenant_admin/apps", { cookie }), noParams),
    await logsRoute.GET(request("/api/tenant_admin/operation_logs", { cookie }), noParams),
  ];
  return Promise.all(
    responses.map(async (response) => {
      const body = (await response.json()) as { error?: { code: string } };
      return body.error ? { status: response.status, code: body.error.code } : { status: response.status };
    }),
  );
}

/** What the tenant-admin pages decide for this cookie (TenantAdminGate and proxy.ts share it). */
async function pageAccess(cookie: string) {
  pageCookies.value = cookie;
  return tenantAdminAccess(await readPageSession(), "/tenant_admin");
}

async function paymentChecks(): Promise<number> {
  const records = (await (await fetch(new URL("/_test/records", suite.url))).json()) as {
    operations: { type: string }[];
  };
  return records.operations.filter((op) => op.type === "payment.checked").length;
}

describe("the session secret (NEXTAUTH_SECRET unset)", () => {
  it("refuses a cookie sealed with the old built-in secret: 401 on the API, a visitor on pages", async () => {
    // A real, live session, re-sealed with the value that used to be in the repository.
    const { state } = await signIn("u-yamada:t-sakura");
    const forged = await encode({
      token: { sub: state.userId, name: state.name, email: state.email, [SESSION_STATE_CLAIM]: state },
      secret: OLD_BUILT_IN_SECRET,
    });
    expect(await adminApis(forged)).toEqual([
      { status: 401, code: "UNAUTHENTICATED" },
      { status: 401, code: "UNAUTHENTICATED" },
    ]);
    pageCookies.value = forged;
    expect(await readSession()).toBeNull();
    expect(await pageAccess(forged)).toEqual({
      kind: "signIn",
      url: "/auth/sign-in?callbackUrl=%2Ftenant_admin&error=SessionRequired",
    });
  });

  it("makes a random secret once and gives every process on the database the same one", async () => {
    const secret = await sessionSecret();
    expect(secret).not.toBe(OLD_BUILT_IN_SECRET);
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(await ensureSessionSecret(handle.db)).toBe(secret);
    expect(await ensureSessionSecret(handle.db)).toBe(secret);
  });
});

describe("re-validation with the parent service (SESSION_REVALIDATE_SECONDS, 60 by default)", () => {
  it("trusts an answer for the window, then asks again: at most one payment check a minute", async () => {
    const { cookie } = await signIn("u-suzuki:t-aozora");
    const afterSignIn = await paymentChecks();
    expect(await adminApis(cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    await ageSessions(30);
    expect(await adminApis(cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    expect(await paymentChecks()).toBe(afterSignIn);
    await ageSessions(31);
    expect(await adminApis(cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    expect(await paymentChecks()).toBe(afterSignIn + 1);
  });

  it("ends the session of a user whose tokens the parent service revoked: 401 on the API, sign-in on pages", async () => {
    const { cookie } = await signIn("u-suzuki:t-aozora");
    expect(await adminApis(cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    await suiteHook("/_test/invalidate-tokens", { userId: "u-suzuki" });
    await suiteHook("/_test/revoke-refresh-tokens", { userId: "u-suzuki" });
    await ageSessions(61);
    expect(await adminApis(cookie)).toEqual([
      { status: 401, code: "UNAUTHENTICATED" },
      { status: 401, code: "UNAUTHENTICATED" },
    ]);
    expect((await pageAccess(cookie)).kind).toBe("signIn");
  });

  it("refuses a demoted admin with 403 on the API and the forbidden screen on pages", async () => {
    const { cookie } = await signIn("u-suzuki:t-aozora");
    expect(await adminApis(cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    await suiteHook("/_test/set-admin", { userId: "u-suzuki", tenantId: "t-aozora", admin: false });
    await ageSessions(61);
    expect(await adminApis(cookie)).toEqual([
      { status: 403, code: "FORBIDDEN" },
      { status: 403, code: "FORBIDDEN" },
    ]);
    expect(await pageAccess(cookie)).toEqual({ kind: "screen", screen: "forbidden", status: 403 });
  });

  it("keeps the rotated tokens of a refresh made while deciding, even when access is refused", async () => {
    const { cookie, state } = await signIn("u-takahashi:t-kaede");
    await suiteHook("/_test/expire-tokens", { userId: "u-takahashi" });
    await ageSessions(61);
    const response = await appsRoute.GET(request("/api/tenant_admin/apps", { cookie }), noParams);
    expect(response.status).toBe(402);
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? "";
    const reissued = readSessionState(
      await decode({
        token: decodeURIComponent(line.split(";")[0]?.split("=")[1] ?? ""),
        secret: await sessionSecret(),
      }),
    );
    expect(reissued?.accessToken).toMatch(/^\S{16,}$/);
    expect(reissued?.accessToken).not.toBe(state.accessToken);
  });
});

describe("blocked tenants: the same answer on pages and the API", () => {
  it.each([
    ["payment failed (高橋 美咲)", "u-takahashi:t-kaede", 402, "PAYMENT_REQUIRED", "paymentRequired"],
    ["IP restricted (伊藤 大輔)", "u-ito:t-minato", 403, "FORBIDDEN", "ipBlocked"],
    ["inactive subdomain (渡辺 翔)", "u-watanabe:t-hoshi", 403, "FORBIDDEN", "inactiveSubdomain"],
    // Issue 31: the demo's way to SPEC §2's 'access not permitted' (the company withdrew the access).
    ["access withdrawn (小林 聡)", "u-kobayashi:t-kiri", 401, "UNAUTHENTICATED", "accessNotPermitted"],
    ["a plain member (佐藤 健)", "u-sato:t-sakura", 403, "FORBIDDEN", "forbidden"],
  ])("%s: %i on the admin APIs and its screen on pages", async (_who, pick, status, code, screen) => {
    const { cookie } = await signIn(pick);
    expect(await adminApis(cookie)).toEqual([
      { status, code },
      { status, code },
    ]);
    const page = await pageAccess(cookie);
    expect(page).toMatchObject({ kind: "screen", screen, status });
    if (screen === "inactiveSubdomain") expect(page).toMatchObject({ subdomain: "hoshi-kensetsu" });
    // The browser's session says so too (the header's admin-only actions open that screen).
    const browser = new TestBrowser(STORE, authOptions);
    browser.storeCookies.set(SESSION_COOKIE_NAME, cookie);
    const session = (await browser.store("GET", "/api/auth/session")).body as { tenantAccess?: unknown };
    expect(session.tenantAccess).toEqual(
      screen === "forbidden"
        ? undefined
        : { access: screen, subdomain: screen === "inactiveSubdomain" ? "hoshi-kensetsu" : null },
    );
    // proxy.ts serves the page's screen with that status (a server component cannot set one).
    for (const path of ["/tenant_admin", "/tenant_admin/operation_logs?page=2"]) {
      const response = await proxy(request(path, { cookie }));
      expect(response.status).toBe(status);
      const rewrite = new URL(response.headers.get("x-middleware-rewrite") ?? "", STORE);
      expect(rewrite.pathname).toBe(`/_screens/${screen}`);
      expect(rewrite.searchParams.get("returnTo")).toBe(path);
    }
  });

  it("lets an admin of a paid-up tenant through to the page, and a visitor on to sign in", async () => {
    const { cookie } = await signIn("u-suzuki:t-aozora");
    for (const response of [await proxy(request("/tenant_admin", { cookie })), await proxy(request("/tenant_admin"))]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });
});

describe("the tenant switch (SPEC §7) is confirmed at once", () => {
  async function switchTo(cookie: string, body: Record<string, unknown>) {
    const response = await switchTenantRoute(
      request("/api/auth/tenants", { cookie, method: "POST", body: { userId: "u-yamada", ...body } }),
      noParams,
    );
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    const next = line ? decodeURIComponent(line.split(";")[0]?.slice(SESSION_COOKIE_NAME.length + 1) ?? "") : cookie;
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: next };
  }

  async function suiteCurrentTenant(): Promise<string | undefined> {
    const records = (await (await fetch(new URL("/_test/records", suite.url))).json()) as {
      currentTenants: Record<string, string>;
    };
    return records.currentTenants["u-yamada"];
  }

  it("to a tenant where she is a member: pages and the API refuse her at once, and agree", async () => {
    const { cookie } = await signIn("u-yamada:t-sakura");
    expect(await adminApis(cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    const switched = await switchTo(cookie, { tenantId: "t-aozora" });
    expect(switched.status).toBe(200);
    // No waiting for the window: the old cookie and the re-issued one both name the new tenant.
    for (const each of [cookie, switched.cookie]) {
      expect(await adminApis(each)).toEqual([
        { status: 403, code: "FORBIDDEN" },
        { status: 403, code: "FORBIDDEN" },
      ]);
      expect(await pageAccess(each)).toEqual({ kind: "screen", screen: "forbidden", status: 403 });
    }
    const back = await switchTo(switched.cookie, { tenantId: "t-sakura" });
    expect(back.status).toBe(200);
    expect(await adminApis(back.cookie)).toEqual([{ status: 200 }, { status: 200 }]);
    expect(await pageAccess(back.cookie)).toMatchObject({ kind: "allowed", tenant: { id: "t-sakura" } });
  });

  it("with a padded tenant id: switches, answers 200 (not 500), and the store and the suite agree", async () => {
    const { cookie, state } = await signIn("u-yamada:t-sakura");
    const switched = await switchTo(cookie, { tenantId: "  t-aozora " });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ user: { currentTenant: { id: "t-aozora" }, admin: false } });
    expect(await suiteCurrentTenant()).toBe("t-aozora");
    expect((await findTenantSession(handle.db, { id: state.sessionId }))?.currentTenantId).toBe("t-aozora");
  });

  it.each([
    ["a tenant id that is not one", { tenantId: "t-aozora/../t-sakura" }, 422],
    ["an empty one", { tenantId: "   " }, 422],
    ["a tenant she does not belong to", { tenantId: "t-kaede" }, 403],
    ["an IP-restricted tenant", { tenantId: "t-minato" }, 403],
  ])("refuses %s with %i and changes nothing", async (_what, body, status) => {
    const { cookie, state } = await signIn("u-yamada:t-sakura");
    expect((await switchTo(cookie, body)).status).toBe(status);
    expect(await suiteCurrentTenant()).toBe("t-sakura");
    expect((await findTenantSession(handle.db, { id: state.sessionId }))?.currentTenantId).toBe("t-sakura");
  });
});
