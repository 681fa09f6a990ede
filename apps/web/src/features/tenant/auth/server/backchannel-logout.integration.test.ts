// OpenID Connect back-channel logout (issue 8): a logout at the parent service ends the store's
// session. The stand-in runs in-process with a signing key the test knows, and POSTs its logout
// tokens over HTTP to the store's real route handler; tokens that do not verify end nothing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TDbHandle } from "@store/db/client";
import { countLiveTenantSessions } from "@store/db/queries/tenant-sessions";
import { createTestDb } from "@store/db/testing/test-db";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { decode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { BACKCHANNEL_LOGOUT_EVENT } from "./backchannel-logout";
import { readSessionState, type TSessionState } from "@/server/tenant-session/session-state";
import { signInThroughSuite, TestBrowser } from "../testing/auth-harness";

const SECRET = "integration-test-secret-for-logout-0123456789";
const CLIENT_ID = "hr-app-store";
const KID = "suite-test-key";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

// The store's back-channel endpoint over HTTP, as the stand-in reaches it: the real route handler.
let backchannelRoute: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const received: { status: number }[] = [];
const store: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    const request = new NextRequest(new URL(req.url ?? "/", STORE), {
      method: req.method,
      headers: new Headers(req.headers as Record<string, string>),
      body: Buffer.concat(chunks),
    });
    const response = await backchannelRoute(request, { params: Promise.resolve({}) });
    received.push({ status: response.status });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
});
await new Promise<void>((resolve) => store.listen(0, "localhost", resolve));
const STORE = `http://localhost:${(store.address() as AddressInfo).port}`;

const { privateKey } = await generateKeyPair("RS256", { extractable: true });
/** Not the suite's: what a forger signs with. */
const { privateKey: otherKey } = await generateKeyPair("RS256");
const suiteKey: JWK = { ...(await exportJWK(privateKey)), kid: KID, alg: "RS256", use: "sig" };
const suite: TRunningSuite = await startSuite(
  {
    port: 0,
    redirectUris: [`${STORE}/api/auth/callback/suite`],
    backchannelLogoutUri: `${STORE}/api/auth/backchannel-logout`,
    jwks: JSON.stringify({ keys: [suiteKey] }),
  },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", SECRET);
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("SUITE_CLIENT_ID", CLIENT_ID);
vi.stubEnv("LOG_LEVEL", "fatal");
const { authOptions } = await import("@/server/tenant-session/session");
backchannelRoute = (await import("@/app/api/auth/backchannel-logout/route")).POST;
const appsRoute = await import("@/app/api/tenant_admin/apps/route");

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await new Promise((resolve) => store.close(resolve));
  await handle?.close();
});

beforeEach(() => {
  received.length = 0;
});

async function signIn(pick: string): Promise<{ browser: TestBrowser; cookie: string; state: TSessionState }> {
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, pick);
  const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session for ${pick}`);
  const state = readSessionState(await decode({ token: cookie, secret: SECRET }));
  if (!state) throw new Error(`unreadable session for ${pick}`);
  return { browser, cookie, state };
}

async function adminApiStatus(cookie: string): Promise<number> {
  const request = new NextRequest(new URL("/api/tenant_admin/apps", STORE), {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${cookie}` },
  });
  return (await appsRoute.GET(request, { params: Promise.resolve({}) })).status;
}

/** Logs the browser out at the stand-in through its real logout page ("ログアウトする"). */
async function logOutAtSuite(browser: TestBrowser): Promise<void> {
  const page = await browser.suite(`${suite.url}/oauth/logout`);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !xsrf) throw new Error("no logout form at the suite");
  const confirmed = await browser.suite(new URL(action, suite.url).href, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
  });
  expect(confirmed.status).toBe(303);
}

async function postLogoutToken(token: string): Promise<Response> {
  return fetch(`${STORE}/api/auth/backchannel-logout`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ logout_token: token }).toString(),
  });
}

type TClaims = Record<string, unknown>;

/** A logout token as the suite signs one; `change` alters its claims, header or key. */
async function logoutToken(
  claims: TClaims,
  options: {
    key?: CryptoKey;
    typ?: string;
    omit?: string[];
    issuedAt?: number;
    issuer?: string;
    audience?: string;
  } = {},
): Promise<string> {
  const payload: TClaims = {
    events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    jti: crypto.randomUUID(),
    ...claims,
  };
  for (const name of options.omit ?? []) delete payload[name];
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256", kid: KID, typ: options.typ ?? "logout+jwt" })
    .setIssuer(options.issuer ?? suite.url)
    .setAudience(options.audience ?? CLIENT_ID)
    .setExpirationTime("2m");
  if (!options.omit?.includes("iat")) jwt.setIssuedAt(options.issuedAt);
  return jwt.sign(options.key ?? privateKey);
}

describe("a logout at the parent service ends the store's session", () => {
  it("through the stand-in's logout page: the store's session of that browser ends, others live on", async () => {
    const first = await signIn("u-suzuki:t-aozora");
    const other = await signIn("u-suzuki:t-aozora");
    expect(await adminApiStatus(first.cookie)).toBe(200);
    await logOutAtSuite(first.browser);
    expect(received).toEqual([{ status: 200 }]);
    expect(await adminApiStatus(first.cookie)).toBe(401);
    // The other browser's parent-service session was not logged out (the token named one sid).
    expect(await adminApiStatus(other.cookie)).toBe(200);
    // The session endpoint answers as for a visitor and clears the cookie.
    const session = await first.browser.store("GET", "/api/auth/session");
    expect(session.body).toEqual({});
    expect(first.browser.storeCookies.has(SESSION_COOKIE_NAME)).toBe(false);
  });

  it("by sub alone: every session of that user ends, and no one else's", async () => {
    const { cookie } = await signIn("u-takahashi:t-kaede");
    const bystander = await signIn("u-yamada:t-sakura");
    expect(await countLiveTenantSessions(handle.db, { suiteUserId: "u-takahashi" })).toBeGreaterThan(0);
    const response = await postLogoutToken(await logoutToken({ sub: "u-takahashi" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await countLiveTenantSessions(handle.db, { suiteUserId: "u-takahashi" })).toBe(0);
    expect(await adminApiStatus(cookie)).toBe(401);
    expect(await adminApiStatus(bystander.cookie)).toBe(200);
  });

  it("by sid: only the store sessions of that parent-service session", async () => {
    const { cookie, state } = await signIn("u-yamada:t-sakura");
    const row = await handle.db.query.tenantSessions.findFirst({ where: (s, { eq }) => eq(s.id, state.sessionId) });
    expect(row?.suiteSid).toMatch(/^\S{8,}$/);
    const response = await postLogoutToken(await logoutToken({ sub: "u-yamada", sid: row?.suiteSid }));
    expect(response.status).toBe(200);
    expect(await adminApiStatus(cookie)).toBe(401);
  });
});

describe("logout tokens that do not verify end nothing (400)", () => {
  const cases: [string, () => Promise<string>][] = [
    [
      "a wrong signature (another key under the suite's key id)",
      () => logoutToken({ sub: "u-sato" }, { key: otherKey }),
    ],
    ["a wrong audience", () => logoutToken({ sub: "u-sato" }, { audience: "another-client" })],
    ["a wrong issuer", () => logoutToken({ sub: "u-sato" }, { issuer: "https://evil.example" })],
    ["no events claim", async () => logoutToken({ sub: "u-sato" }, { omit: ["events"] })],
    ["an events claim without the back-channel event", async () => logoutToken({ sub: "u-sato", events: { x: {} } })],
    ["a nonce (an ID token, not a logout token)", async () => logoutToken({ sub: "u-sato", nonce: "n-1" })],
    ["neither sub nor sid", async () => logoutToken({})],
    ["no iat", () => logoutToken({ sub: "u-sato" }, { omit: ["iat"] })],
    [
      "an iat of an hour ago",
      async () => logoutToken({ sub: "u-sato" }, { issuedAt: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ["another token type", async () => logoutToken({ sub: "u-sato" }, { typ: "at+jwt" })],
    ["not a JWT at all", async () => "not-a-jwt"],
  ];

  it.each(cases)("%s", async (_what, make) => {
    const { cookie } = await signIn("u-sato:t-sakura");
    const live = await countLiveTenantSessions(handle.db, { suiteUserId: "u-sato" });
    const response = await postLogoutToken(await make());
    expect(response.status).toBe(400);
    expect(await countLiveTenantSessions(handle.db, { suiteUserId: "u-sato" })).toBe(live);
    // Still signed in: the session endpoint still names the user.
    const browser = new TestBrowser(STORE, authOptions);
    browser.storeCookies.set(SESSION_COOKIE_NAME, cookie);
    expect((await browser.store("GET", "/api/auth/session")).body).toMatchObject({ user: { id: "u-sato" } });
  });

  it("a body without logout_token", async () => {
    const response = await fetch(`${STORE}/api/auth/backchannel-logout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(400);
  });
});
