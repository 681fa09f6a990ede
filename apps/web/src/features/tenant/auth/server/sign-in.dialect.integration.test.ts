// Sign-in with the parent service end to end, without a browser: next-auth's real handler with the
// store's options, the stand-in started in-process on a random port, and a real database.
import { findTenantMemberships } from "@store/db/queries/tenants";
import { findUser } from "@store/db/queries/users";
import { createTestDb } from "@store/db/testing/test-db";
import type { TDbHandle } from "@store/db/client";
import { SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import type { AuthOptions } from "next-auth";
import { decode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { createAuthOptions, type TAuthLogger } from "@/server/tenant-session/auth-options";
import { readSessionState, type TSessionState } from "@/server/tenant-session/session-state";
import { startSignIn } from "../sign-in-fallback";
import { safeCallbackUrl, sessionRequiredUrl, signInPageUrl } from "@store/domain/sign-in-url";
import { createSuiteApi } from "@/server/suite/suite-api";
import { SuiteRequestError } from "@/server/suite/suite-errors";
import { signInThroughSuite, TestBrowser } from "../testing/auth-harness";

const STORE = "http://localhost:3999";
const SECRET = "integration-test-secret-0123456789abcdefghij";

let suite: TRunningSuite;
let handle: TDbHandle;
let options: AuthOptions;
/** Moves the store's clock, to reach an access token's expiry without waiting for it. */
let clockSkew = 0;
const logged: { level: string; object: Record<string, unknown> }[] = [];
const logger: TAuthLogger = {
  error: (object) => logged.push({ level: "error", object }),
  warn: (object) => logged.push({ level: "warn", object }),
  info: (object) => logged.push({ level: "info", object }),
};

beforeAll(async () => {
  // next-auth 4 takes its public origin from the environment.
  vi.stubEnv("NEXTAUTH_URL", STORE);
  suite = await startSuite({ port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] }, { NODE_ENV: "test" });
  handle = await createTestDb();
  options = createAuthOptions({
    baseUrl: STORE,
    secret: SECRET,
    suite: { url: suite.url, name: "HR Suite", clientId: "hr-app-store", clientSecret: "hr-app-store-secret" },
    getDb: async () => handle.db,
    logger,
    now: () => Date.now() + clockSkew,
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite?.close();
  await handle?.close();
});

beforeEach(async () => {
  clockSkew = 0;
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

function newBrowser() {
  return new TestBrowser(STORE, () => options);
}

async function sessionState(browser: TestBrowser): Promise<TSessionState | null> {
  const token = browser.storeCookies.get(SESSION_COOKIE_NAME);
  return token ? readSessionState(await decode({ token, secret: SECRET })) : null;
}

async function testHook(path: string, userId: string) {
  const response = await fetch(new URL(path, suite.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId }),
  });
  expect(response.ok).toBe(true);
}

describe("sign-in through the parent service", () => {
  it("runs code + PKCE + state + nonce and lands on the return URL with a prefixed, http-only session", async () => {
    const browser = newBrowser();
    const { authorizeUrl, callback, callbackRequest } = await signInThroughSuite(
      browser,
      "u-yamada:t-sakura",
      "/apps/asagi-payroll",
    );

    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${suite.url}/oauth/authorize`);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    for (const param of ["code_challenge", "state", "nonce"])
      expect(authorizeUrl.searchParams.get(param)).toMatch(/^[A-Za-z0-9._~-]{16,}$/);
    expect(authorizeUrl.searchParams.get("scope")).toBe("openid profile email offline_access");
    expect(authorizeUrl.searchParams.get("prompt")).toBe("consent");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${STORE}/api/auth/callback/suite`);
    expect(callbackRequest.searchParams.get("iss")).toBe(suite.url);

    expect(callback.status).toBe(302);
    expect(callback.location).toBe(`${STORE}/apps/asagi-payroll`);
    const sessionCookie = callback.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Secure/i);
    // Every cookie next-auth sets carries the product prefix.
    for (const name of browser.storeCookies.keys()) expect(name.startsWith("hrstore_")).toBe(true);
    // The round-trip cookies (state, PKCE verifier, nonce) are spent at the callback.
    for (const name of ["hrstore_auth_state", "hrstore_auth_pkce", "hrstore_auth_nonce"]) {
      expect(browser.storeCookies.has(name)).toBe(false);
    }
  });

  it("answers the session endpoint with the SPEC §3 user and never a token", async () => {
    const browser = newBrowser();
    await signInThroughSuite(browser, "u-yamada:t-sakura");
    const session = await browser.store("GET", "/api/auth/session");
    expect(session.body).toMatchObject({
      user: {
        id: "u-yamada",
        name: "山田 花子",
        email: "hanako.yamada@sakura-shoji.example",
        admin: true,
        currentTenant: { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社" },
        tenants: [
          { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社", admin: true },
          { id: "t-aozora", subdomain: "aozora-tech", name: "株式会社あおぞらテック", admin: false },
        ],
      },
    });
    const json = JSON.stringify(session.body);
    expect(json).not.toMatch(/accessToken|refreshToken|access_token|refresh_token|id_token/);
    const state = await sessionState(browser);
    expect(state?.accessToken).toMatch(/^\S{16,}$/);
    expect(json).not.toContain(state?.accessToken ?? "no-token");
    expect(json).not.toContain(state?.refreshToken ?? "no-token");
  });

  it("mirrors the user, tenants and admin flags in the store's database", async () => {
    await signInThroughSuite(newBrowser(), "u-yamada:t-sakura");
    expect(await findUser(handle.db, { id: "u-yamada" })).toMatchObject({
      name: "山田 花子",
      email: "hanako.yamada@sakura-shoji.example",
    });
    const memberships = await findTenantMemberships(handle.db, { userId: "u-yamada" });
    expect(memberships.map(({ id, admin }) => ({ id, admin })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "t-aozora", admin: false },
      { id: "t-sakura", admin: true },
    ]);
  });

  it("refuses a callback whose state does not match the state cookie", async () => {
    const browser = newBrowser();
    const csrf = await browser.store("GET", "/api/auth/csrf");
    const { csrfToken } = csrf.body as { csrfToken: string };
    await browser.store("POST", "/api/auth/signin/suite", { csrfToken, callbackUrl: "/", json: "true" });
    browser.storeCookies.set("hrstore_auth_state", "forged");
    const callback = await browser.store("GET", "/api/auth/callback/suite?code=x&state=y");
    expect(callback.location).toContain("error=OAuthCallback");
    expect(browser.storeCookies.has(SESSION_COOKIE_NAME)).toBe(false);
  });

  it("replaces a session cookie that was there before signing in", async () => {
    const browser = newBrowser();
    browser.storeCookies.set(SESSION_COOKIE_NAME, "planted-before-sign-in");
    await signInThroughSuite(browser, "u-sato:t-sakura");
    expect(browser.storeCookies.get(SESSION_COOKIE_NAME)).not.toBe("planted-before-sign-in");
    expect((await sessionState(browser))?.userId).toBe("u-sato");
  });

  it("still signs in a user the parent service refuses to describe, keeping its answer", async () => {
    const browser = newBrowser();
    await signInThroughSuite(browser, "u-ito:t-minato");
    const state = await sessionState(browser);
    expect(state).toMatchObject({
      userId: "u-ito",
      admin: false,
      tenants: [],
      suiteError: { status: 403, message: SUITE_ERROR_MESSAGES.ipRestricted },
    });
  });
});

describe("access token refresh", () => {
  it("refreshes an access token about to expire in the session endpoint and stores the new tokens", async () => {
    const browser = newBrowser();
    await signInThroughSuite(browser, "u-yamada:t-sakura");
    const before = await sessionState(browser);
    if (!before) throw new Error("no session");
    const cookieBefore = browser.storeCookies.get(SESSION_COOKIE_NAME);

    clockSkew = before.accessTokenExpiresAt - Date.now();
    const session = await browser.store("GET", "/api/auth/session");
    expect(session.body).toMatchObject({ user: { id: "u-yamada" } });
    expect((session.body as { error?: string }).error).toBeUndefined();

    const after = await sessionState(browser);
    expect(after?.accessToken).toMatch(/^\S{16,}$/);
    expect(after?.accessToken).not.toBe(before.accessToken);
    expect(after?.accessTokenExpiresAt).toBeGreaterThan(before.accessTokenExpiresAt);
    expect(browser.storeCookies.get(SESSION_COOKIE_NAME)).not.toBe(cookieBefore);
    const me = await createSuiteApi({ url: suite.url, clientId: "x", clientSecret: "y" }).fetchMe(
      after?.accessToken ?? "",
    );
    expect(me.id).toBe("u-yamada");
  });

  it("refreshes on request (update trigger) when the suite says the token expired early", async () => {
    const browser = newBrowser();
    await signInThroughSuite(browser, "u-sato:t-sakura");
    const before = await sessionState(browser);
    await testHook("/_test/expire-tokens", "u-sato");
    const api = createSuiteApi({ url: suite.url, clientId: "x", clientSecret: "y" });
    await expect(api.fetchMe(before?.accessToken ?? "")).rejects.toMatchObject({
      status: 401,
      message: SUITE_ERROR_MESSAGES.expiredAccessToken,
    });

    const csrf = await browser.store("GET", "/api/auth/csrf");
    const { csrfToken } = csrf.body as { csrfToken: string };
    // What the client's update({ action: "refresh" }) sends.
    const refreshed = await browser.store("POST", "/api/auth/session", {
      csrfToken,
      data: { action: "refresh" },
    });
    expect(refreshed.status).toBe(200);
    const after = await sessionState(browser);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect((await api.fetchMe(after?.accessToken ?? "")).id).toBe("u-sato");
  });

  it("ends the session cleanly when the refresh token is refused", async () => {
    const browser = newBrowser();
    await signInThroughSuite(browser, "u-suzuki:t-aozora");
    await testHook("/_test/revoke-refresh-tokens", "u-suzuki");
    const before = await sessionState(browser);
    clockSkew = (before?.accessTokenExpiresAt ?? 0) - Date.now();

    const session = await browser.store("GET", "/api/auth/session");
    expect(session.body).toMatchObject({ error: "RefreshAccessTokenError" });
    expect(JSON.stringify(session.body)).not.toMatch(/accessToken|refreshToken/);
    const after = await sessionState(browser);
    expect(after).toMatchObject({ error: "RefreshAccessTokenError", accessToken: "", refreshToken: null });

    // The client then signs out locally: the session cookie is cleared and the session is empty.
    const csrf = await browser.store("GET", "/api/auth/csrf");
    const { csrfToken } = csrf.body as { csrfToken: string };
    await browser.store("POST", "/api/auth/signout", { csrfToken, json: "true" });
    expect(browser.storeCookies.has(SESSION_COOKIE_NAME)).toBe(false);
    expect((await browser.store("GET", "/api/auth/session")).body).toEqual({});
  });
});

describe("SPEC §8 sign-in fallbacks and the SessionRequired redirect", () => {
  it("builds the sign-in page URL with SessionRequired and the return URL", () => {
    expect(sessionRequiredUrl("/tenant_admin")).toBe("/auth/sign-in?callbackUrl=%2Ftenant_admin&error=SessionRequired");
    expect(sessionRequiredUrl("/tenant_admin/operation_logs?page=2")).toBe(
      "/auth/sign-in?callbackUrl=%2Ftenant_admin%2Foperation_logs%3Fpage%3D2&error=SessionRequired",
    );
    expect(signInPageUrl({ callbackUrl: "/apps/asagi-payroll" })).toBe(
      "/auth/sign-in?callbackUrl=%2Fapps%2Fasagi-payroll",
    );
  });

  it("turns next-auth's absolute return URLs on the store's origin into paths", () => {
    expect(safeCallbackUrl(`${STORE}/apps/asagi-payroll?tab=user_guide`, STORE)).toBe(
      "/apps/asagi-payroll?tab=user_guide",
    );
    expect(safeCallbackUrl("http://localhost:3999.evil.example/x", STORE)).toBe("/");
    expect(safeCallbackUrl("https://evil.example/", STORE)).toBe("/");
  });

  it("never returns to another site", () => {
    for (const evil of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      expect(safeCallbackUrl(evil)).toBe("/");
      expect(sessionRequiredUrl(evil)).toBe("/auth/sign-in?callbackUrl=%2F&error=SessionRequired");
    }
  });

  it("goes to the auth error page when no providers load", async () => {
    const navigate = vi.fn();
    const signIn = vi.fn();
    const outcome = await startSignIn(
      { providerId: "suite", callbackUrl: "/apps/asagi-payroll" },
      { loadProviders: async () => null, signIn, navigate },
    );
    expect(outcome).toBe("error-page");
    expect(navigate).toHaveBeenCalledWith("/api/auth/error");
    expect(signIn).not.toHaveBeenCalled();
    // …which next-auth sends on to the store's own error page.
    const error = await newBrowser().store("GET", "/api/auth/error");
    expect(error.location).toMatch(/^\/auth\/error\?error=/);
  });

  it("goes to the sign-in page with the return URL for an unknown provider", async () => {
    const browser = newBrowser();
    const providers = await browser.store("GET", "/api/auth/providers");
    const navigate = vi.fn();
    const signIn = vi.fn();
    const outcome = await startSignIn(
      { providerId: "github", callbackUrl: "/apps/asagi-payroll" },
      { loadProviders: async () => providers.body as Record<string, { id: string; name: string }>, signIn, navigate },
    );
    expect(outcome).toBe("sign-in-page");
    expect(navigate).toHaveBeenCalledWith("/api/auth/signin?callbackUrl=%2Fapps%2Fasagi-payroll");
    expect(signIn).not.toHaveBeenCalled();
    const page = await browser.store("GET", "/api/auth/signin?callbackUrl=%2Fapps%2Fasagi-payroll");
    expect(page.location).toBe(`/auth/sign-in?callbackUrl=${encodeURIComponent(`${STORE}/apps/asagi-payroll`)}`);
  });

  it("starts sign-in with the suite when it is among the loaded providers", async () => {
    const browser = newBrowser();
    const providers = await browser.store("GET", "/api/auth/providers");
    expect(Object.keys(providers.body as object)).toEqual(["suite"]);
    const signIn = vi.fn(async () => undefined);
    const outcome = await startSignIn(
      { providerId: "suite", callbackUrl: "/tenant_admin" },
      {
        loadProviders: async () => providers.body as Record<string, { id: string; name: string }>,
        signIn,
        navigate: vi.fn(),
      },
    );
    expect(outcome).toBe("started");
    expect(signIn).toHaveBeenCalledWith("suite", { callbackUrl: "/tenant_admin" });
  });

  it("tells the suite's silence apart from its refusals", async () => {
    const api = createSuiteApi({ url: "http://localhost:1", clientId: "x", clientSecret: "y", timeoutMs: 2000 });
    await expect(api.fetchMe("token")).rejects.toBeInstanceOf(SuiteRequestError);
    await expect(api.fetchMe("token")).rejects.toMatchObject({ status: 0 });
  });
});
