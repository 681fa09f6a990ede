// The parent service's answers as the store shows them, the route() wrapper's authorization and
// the tenant switch, against the stand-in started in-process and a real database.
import type { TDbHandle } from "@store/db/client";
import { createTestDb } from "@store/db/testing/test-db";
import { decode, encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { readSessionState, SESSION_STATE_CLAIM, type TSessionState } from "@/server/tenant-session/session-state";
import { createSuiteApi } from "@/server/suite/suite-api";
import { signInThroughSuite, TestBrowser } from "../testing/auth-harness";
import { TEST_ROUTE_DOCS } from "@/testing/test-route-docs";

const STORE = "http://localhost:3998";
const SECRET = "integration-test-secret-for-routes-0123456789";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

// The store's configuration is read once, from the environment: the suite must be up first.
const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", SECRET);
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
const { authOptions, readRouteSession } = await import("@/server/tenant-session/session");
const { route } = await import("@/server/http/route");
const { POST: switchTenantRoute } = await import("@/app/api/auth/tenants/route");

let handle: TDbHandle;
const api = createSuiteApi({ url: suite.url, clientId: "hr-app-store", clientSecret: "hr-app-store-secret" });

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
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

/** Signs a demo user in through the store's real next-auth options; returns the session cookie. */
async function signIn(pick: string): Promise<{ cookie: string; state: TSessionState }> {
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, pick);
  const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session for ${pick}`);
  const state = readSessionState(await decode({ token: cookie, secret: SECRET }));
  if (!state) throw new Error(`unreadable session for ${pick}`);
  return { cookie, state };
}

async function testHook(path: string, userId: string) {
  await fetch(new URL(path, suite.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId }),
  });
}

function request(
  path: string,
  init: { cookie?: string; method?: string; body?: unknown; origin?: string } = {},
): NextRequest {
  const headers = new Headers();
  if (init.cookie) headers.set("cookie", `${SESSION_COOKIE_NAME}=${init.cookie}`);
  if (init.origin) headers.set("origin", init.origin);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(path, STORE), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const noParams = { params: Promise.resolve({}) };

async function cookieOf(response: Response): Promise<TSessionState | null> {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!line) return null;
  const value = decodeURIComponent(line.slice(SESSION_COOKIE_NAME.length + 1).split(";")[0] ?? "");
  return readSessionState(await decode({ token: value, secret: SECRET }));
}

describe("route() authorization", () => {
  const userRoute = route({ ...TEST_ROUTE_DOCS, auth: "tenantUser" }, async ({ session }) => ({
    userId: session.user.id,
  }));
  const adminRoute = route({ ...TEST_ROUTE_DOCS, auth: "tenantAdmin" }, async ({ session }) => ({
    tenantId: session.user.currentTenant?.id,
  }));
  const suiteCall = route({ ...TEST_ROUTE_DOCS, auth: "tenantUser" }, async ({ session }) =>
    session.withAccessToken((t) => api.fetchMe(t)),
  );

  it("refuses a visitor with 401 on user and tenant-admin routes", async () => {
    for (const handler of [userRoute, adminRoute]) {
      const response = await handler(request("/api/x"), noParams);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: {
          code: "UNAUTHENTICATED",
          message: "この操作にはログインが必要です。ログインしてから、もう一度お試しください。",
        },
      });
    }
  });

  it("refuses a forged or unreadable session cookie with 401", async () => {
    const forged = await encode({ token: { sub: "u-yamada" }, secret: "another-secret-0123456789abcdefghijkl" });
    for (const cookie of [forged, "not-a-jwt"]) {
      expect((await adminRoute(request("/api/x", { cookie }), noParams)).status).toBe(401);
    }
  });

  it("refuses a session whose refresh was refused with 401", async () => {
    const { state } = await signIn("u-yamada:t-sakura");
    const ended = await encode({
      token: {
        [SESSION_STATE_CLAIM]: { ...state, accessToken: "", refreshToken: null, error: "RefreshAccessTokenError" },
      },
      secret: SECRET,
    });
    expect((await userRoute(request("/api/x", { cookie: ended }), noParams)).status).toBe(401);
  });

  it("lets a tenant user through user routes and refuses them on tenant-admin routes with 403", async () => {
    const { cookie } = await signIn("u-sato:t-sakura");
    const asUser = await userRoute(request("/api/x", { cookie }), noParams);
    expect(asUser.status).toBe(200);
    expect(await asUser.json()).toEqual({ userId: "u-sato" });
    const asAdmin = await adminRoute(request("/api/x", { cookie }), noParams);
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toEqual({
      error: { code: "FORBIDDEN", message: "管理者権限が必要です。管理者アカウントでログインし直してください。" },
    });
  });

  it("lets the current tenant's admin through tenant-admin routes", async () => {
    const { cookie } = await signIn("u-yamada:t-sakura");
    const response = await adminRoute(request("/api/x", { cookie }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tenantId: "t-sakura" });
  });

  it("refuses a cookie-authenticated write from another origin with 403", async () => {
    const { cookie } = await signIn("u-yamada:t-sakura");
    const foreign = await adminRoute(
      request("/api/x", { cookie, method: "POST", body: {}, origin: "https://evil.example" }),
      noParams,
    );
    expect(foreign.status).toBe(403);
    const own = await adminRoute(request("/api/x", { cookie, method: "POST", body: {}, origin: STORE }), noParams);
    expect(own.status).toBe(200);
  });

  it("refreshes an access token the suite calls expired, retries, and re-issues the cookie", async () => {
    const { cookie, state } = await signIn("u-sato:t-sakura");
    await testHook("/_test/expire-tokens", "u-sato");
    const response = await suiteCall(request("/api/x", { cookie }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "u-sato" });
    const reissued = await cookieOf(response);
    expect(reissued?.accessToken).toMatch(/^\S{16,}$/);
    expect(reissued?.accessToken).not.toBe(state.accessToken);
    const cookieLine = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? "";
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=lax/i);
  });

  it("ends the session when the refresh inside a route is refused", async () => {
    const { cookie } = await signIn("u-sato:t-sakura");
    await testHook("/_test/expire-tokens", "u-sato");
    await testHook("/_test/revoke-refresh-tokens", "u-sato");
    const response = await suiteCall(request("/api/x", { cookie }), noParams);
    expect(response.status).toBe(401);
    expect((await cookieOf(response))?.error).toBe("RefreshAccessTokenError");
  });

  it("reads no session for a request without cookies", async () => {
    expect(await readRouteSession(request("/api/x"))).toBeNull();
  });
});

describe("POST /api/auth/tenants (SPEC §7 tenant switch)", () => {
  it("switches the current tenant at the suite and re-issues the session for it", async () => {
    const { cookie } = await signIn("u-yamada:t-sakura");
    const response = await switchTenantRoute(
      request("/api/auth/tenants", { cookie, method: "POST", body: { tenantId: "t-aozora", userId: "u-yamada" } }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { id: "u-yamada", admin: false, currentTenant: { id: "t-aozora", subdomain: "aozora-tech" } },
    });
    const reissued = await cookieOf(response);
    expect(reissued).toMatchObject({ currentTenantId: "t-aozora", admin: false });
    const records = (await (await fetch(new URL("/_test/records", suite.url))).json()) as {
      currentTenants: Record<string, string>;
    };
    expect(records.currentTenants["u-yamada"]).toBe("t-aozora");

    // The new session is a plain user of あおぞらテック: tenant-admin routes refuse it.
    const newCookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))
      ?.slice(SESSION_COOKIE_NAME.length + 1)
      .split(";")[0];
    const adminRoute = route({ ...TEST_ROUTE_DOCS, auth: "tenantAdmin" }, async () => ({ ok: true }));
    expect(
      (await adminRoute(request("/api/x", { cookie: decodeURIComponent(newCookie ?? "") }), noParams)).status,
    ).toBe(403);
  });

  it("refuses a visitor (401), another user's id (403), a foreign tenant (403) and a bad body (422)", async () => {
    const body = { tenantId: "t-aozora", userId: "u-sato" };
    expect((await switchTenantRoute(request("/api/auth/tenants", { method: "POST", body }), noParams)).status).toBe(
      401,
    );
    const { cookie } = await signIn("u-sato:t-sakura");
    const otherUser = await switchTenantRoute(
      request("/api/auth/tenants", { cookie, method: "POST", body: { ...body, userId: "u-yamada" } }),
      noParams,
    );
    expect(otherUser.status).toBe(403);
    const foreign = await switchTenantRoute(request("/api/auth/tenants", { cookie, method: "POST", body }), noParams);
    expect(foreign.status).toBe(403);
    // The suite's English refusal stays in the log; the caller reads it in their language.
    expect(await foreign.json()).toEqual({
      error: { code: "FORBIDDEN", message: "HR Suiteで、この操作を行う権限がありません。" },
    });
    const invalid = await switchTenantRoute(
      request("/api/auth/tenants", { cookie, method: "POST", body: { tenantId: "" } }),
      noParams,
    );
    expect(invalid.status).toBe(422);
  });
});
