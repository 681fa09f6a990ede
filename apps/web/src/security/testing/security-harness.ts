// Test support of the security suite: the parent-service stand-in with two tenants of its own, the
// store configured as `npm start` configures it (no NEXTAUTH_SECRET), the callers ("principals")
// the suite tries every route as, in-process requests to route handlers, and snapshots of what a
// refused request must not change. Import it only after `vi.mock("@/server/db")`; the store's own
// modules are loaded lazily, once the environment is stubbed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { selectRows, type TDb } from "@store/db/client";
import { insertContactRequest } from "@store/db/queries/contact-requests";
import { insertWebhookDelivery, saveProviderWebhookUrl } from "@store/db/queries/provider-webhooks";
import { seedApp } from "@store/db/seed/apps";
import { seedCase, seedSpecial, seedTermsVersion } from "@store/db/seed/editorial";
import { seedOperator } from "@store/db/seed/accounts";
import { seedOauthClient, seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { sql } from "drizzle-orm";
import type { AuthOptions } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { vi } from "vitest";
import { startSuite, type TRunningSuite } from "../../../../suite/src/app";
import type { TSuiteFixture } from "../../../../suite/src/fixture";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { signInThroughSuite, TestBrowser } from "@/features/auth/testing/auth-harness";

/**
 * The value the store sealed session cookies with whenever NEXTAUTH_SECRET was unset (the default
 * of `npm start` and of staging), once `DEVELOPMENT_NEXTAUTH_SECRET` in server/config.ts. It is
 * public, so a cookie sealed with it is a forgery anyone can make; it must never open a session.
 */
export const OLD_BUILT_IN_SECRET = "hrstore-development-only-nextauth-secret-do-not-use-in-production";

/**
 * How far the revoked principal's clock moves before each call: past the store's re-validation
 * window with the parent service (60 s by default), and within the access token's life (1 h).
 */
export const REVALIDATION_WINDOW_PASSED_MS = 10 * 60_000;

export const TENANT_A = { id: "t-sec-a", subdomain: "sec-a", name: "検証エー株式会社" } as const;
export const TENANT_B = { id: "t-sec-b", subdomain: "sec-b", name: "検証ビー株式会社" } as const;

/** The stand-in's tenants and users for the security suite, apart from the demo ones. */
export const SECURITY_FIXTURE: TSuiteFixture = {
  tenants: [
    { ...TENANT_A, active: true, scenario: null },
    { ...TENANT_B, active: true, scenario: null },
  ],
  users: [
    {
      id: "u-sec-admin-a",
      name: "安藤 エー",
      email: "admin@sec-a.example",
      memberships: [{ tenantId: TENANT_A.id, admin: true }],
    },
    {
      id: "u-sec-user-a",
      name: "上野 エー",
      email: "user@sec-a.example",
      memberships: [{ tenantId: TENANT_A.id, admin: false }],
    },
    {
      id: "u-sec-revoked-a",
      name: "加藤 エー",
      email: "revoked@sec-a.example",
      memberships: [{ tenantId: TENANT_A.id, admin: true }],
    },
    {
      // Admin of B and a plain member of A: the closest outsider A has.
      id: "u-sec-admin-b",
      name: "馬場 ビー",
      email: "admin@sec-b.example",
      memberships: [
        { tenantId: TENANT_B.id, admin: true },
        { tenantId: TENANT_A.id, admin: false },
      ],
    },
  ],
};

/** Who may call a route: anyone, a tenant user or admin, a provider user, an operator. */
export type TAccess = "public" | "user" | "tenantAdmin" | "providerUser" | "operator";

/** The kinds of session a caller can have; a route of another kind must answer 401, not 403. */
export type TSessionKind = "tenant" | "providerUser" | "operator";

export type TPrincipal = {
  name: string;
  description: string;
  /** The tenant session cookie's value, or null for none. */
  cookie: string | null;
  /** A provider user's or operator's session cookie as `name=value`, or null for none. */
  accountCookie: string | null;
  /** A live session the store must recognise; the others must be treated as visitors (401). */
  authenticated: boolean;
  /** The live sessions it has (empty for a visitor, a forged or a revoked cookie). */
  sessions: readonly TSessionKind[];
  grants: readonly TAccess[];
  /** The user and current tenant the cookie claims (a forged or revoked one claims them too). */
  userId: string | null;
  tenantId: string | null;
  /** Runs one call as this principal (the revoked one first moves the clock past re-validation). */
  act: <T>(call: () => Promise<T>) => Promise<T>;
};

export type TAnswer = { status: number; text: string; json: unknown; headers: Headers };

const asIs = <T>(call: () => Promise<T>) => call();

export type TSecurityHarness = {
  store: string;
  suite: TRunningSuite;
  authOptions: () => Promise<AuthOptions>;
  /** Signs a fixture user in through the stand-in's real pages; returns the session cookie. */
  signIn: (pick: string) => Promise<string>;
  /** Calls a `/_test/*` hook of the stand-in for one user. */
  suiteHook: (hook: string, userId: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Starts the stand-in with SECURITY_FIXTURE and configures the store as `npm start` does when no
 * secret is given: NEXTAUTH_SECRET unset, the data folder a fresh temporary one.
 */
export async function startSecurityHarness(store: string): Promise<TSecurityHarness> {
  const scratch = mkdtempSync(path.join(tmpdir(), "store-security-"));
  const fixturePath = path.join(scratch, "suite-fixture.json");
  writeFileSync(fixturePath, JSON.stringify(SECURITY_FIXTURE));
  const suite = await startSuite(
    { port: 0, redirectUris: [`${store}/api/auth/callback/suite`], fixturePath },
    { NODE_ENV: "test" },
  );
  vi.stubEnv("BASE_URL", store);
  vi.stubEnv("NEXTAUTH_URL", store);
  vi.stubEnv("FLAG_ENVIRONMENT", "development");
  vi.stubEnv("NEXTAUTH_SECRET", "");
  vi.stubEnv("DATA_DIR", path.join(scratch, "data"));
  vi.stubEnv("SUITE_URL", suite.url);
  vi.stubEnv("LOG_LEVEL", "fatal");
  vi.stubEnv("JOB_POLL_MS", "0");
  // Generated requests must reach the handlers, not stop at the abuse limits (tested on their own).
  for (const limit of [
    "RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS",
    "RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP",
    "RATE_LIMIT_CONTACT_REQUESTS_PER_ADDRESS",
    "RATE_LIMIT_CONTACT_REQUESTS_PER_IP",
    "RATE_LIMIT_CLIENT_LOGS_PER_IP",
    "RATE_LIMIT_SIGN_INS_PER_IP",
    "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP",
    "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS",
    "RATE_LIMIT_PASSWORD_RESETS_PER_IP",
    "RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS",
    "RATE_LIMIT_IMAGE_UPLOADS_PER_IP",
    "RATE_LIMIT_PRE_CHECKS_PER_IP",
    "RATE_LIMIT_ACCESS_REQUESTS_PER_USER",
    "RATE_LIMIT_IMAGE_UPLOADS_PER_PROVIDER",
    "RATE_LIMIT_WEBHOOK_SENDS_PER_PROVIDER",
    "RATE_LIMIT_WEBHOOK_SENDS_PER_IP",
    "RATE_LIMIT_CHANGE_REQUESTS_PER_PROVIDER",
    "RATE_LIMIT_CHANGE_REQUESTS_PER_IP",
    "RATE_LIMIT_DRAFT_CREATES_PER_PROVIDER",
    "RATE_LIMIT_DRAFT_CREATES_PER_IP",
  ]) {
    vi.stubEnv(limit, "1000000/1h");
  }
  const { authOptions } = await import("@/server/tenant-session/session");

  return {
    store,
    suite,
    authOptions,
    async signIn(pick) {
      const browser = new TestBrowser(store, authOptions);
      await signInThroughSuite(browser, pick);
      const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
      if (!cookie) throw new Error(`no session for ${pick}`);
      return cookie;
    },
    async suiteHook(hook, userId) {
      const response = await fetch(new URL(hook, suite.url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId }),
      });
      if (!response.ok) throw new Error(`${hook} answered ${response.status}`);
    },
    async close() {
      vi.unstubAllEnvs();
      await suite.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The company of provider A's one seeded lead, which nobody else may be shown. */
export const SECURITY_WEBHOOK_SECRET = "whsec_security_matrix_secret_of_provider_a_0123456789";
export const SECURITY_WEBHOOK_EVENT_ID = "5ec0a11d-0000-4000-8000-00000000a11d";
export const SECURITY_LEAD_MARKER = "検証リード株式会社";

/**
 * The catalog the security suite works on: an add-on and a connect app (tenant A installs both),
 * a third app to install, an app with a document to request, a special, a case and a terms version.
 */
export async function seedSecurityCatalog(db: TDb): Promise<{ specialId: number; caseId: number }> {
  const provider = await seedProvider(db, {
    name: PROVIDER_A.name,
    email: PROVIDER_A.email,
    awards: [{ title: "検証アワード", description: "提供会社エーの受賞歴" }],
  });
  const client = await seedOauthClient(db, {
    appProviderId: provider.id,
    clientId: "client-sec-connect",
    name: "検証",
  });
  const base = { appProviderId: provider.id, termsUrl: "https://provider.sec.example/terms" };
  const addon = await seedApp(db, { ...base, code: "sec-addon-a", name: "検証アドオン", integrationType: "install" });
  await seedApp(db, {
    ...base,
    code: "sec-connect-a",
    name: "検証連携",
    integrationType: "connect",
    oauthClientId: client.id,
  });
  await seedApp(db, { ...base, code: "sec-extra", name: "検証追加", integrationType: "install" });
  await seedApp(db, {
    ...base,
    code: "sec-doc",
    name: "検証資料",
    integrationType: "install",
    documentUrl: "https://provider.sec.example/document.pdf",
  });
  const contactApp = await seedApp(db, {
    ...base,
    code: "sec-contact",
    name: "検証問い合わせ",
    integrationType: "install",
    primaryActionType: "demo_and_inquiry",
  });
  await seedApp(db, {
    ...base,
    code: "sec-trial",
    name: "検証トライアル",
    integrationType: "install",
    primaryActionType: "trial",
  });
  // A lead of provider A's: only provider A may see it (GET /api/developers/leads).
  await insertContactRequest(db, {
    appId: contactApp.id,
    kind: "inquiry",
    company: SECURITY_LEAD_MARKER,
    name: "検証 太郎",
    email: "lead@sec.example",
    phone: "",
    companySize: "small",
    message: "",
    tenantId: null,
    suiteUserId: null,
    locale: "ja",
    ipAddress: null,
  });
  // Provider A's webhook and one delivery of it: only provider A may see or resend it.
  await saveProviderWebhookUrl(db, {
    appProviderId: provider.id,
    url: "https://hooks.provider.sec.example/store",
    candidateSecret: SECURITY_WEBHOOK_SECRET,
    now: new Date(),
  });
  await insertWebhookDelivery(db, {
    appProviderId: provider.id,
    eventId: SECURITY_WEBHOOK_EVENT_ID,
    eventType: "installed",
    appCode: "sec-addon-a",
    tenantId: null,
    payload: { id: SECURITY_WEBHOOK_EVENT_ID, type: "installed" },
    now: new Date(),
  });
  const published = new Date("2024-04-01T00:00:00+09:00");
  const special = await seedSpecial(db, {
    title: "検証特集",
    description: "特集",
    publishedAt: published,
    appIds: [addon.id],
  });
  const story = await seedCase(db, {
    companyName: "検証事例株式会社",
    companySize: "100名",
    industry: "製造",
    title: "検証事例",
    summary: "要約",
    body: "本文",
    publishedAt: published,
    appIds: [addon.id],
  });
  await seedTermsVersion(db, {
    kind: "terms",
    version: "2024-04-01",
    title: "利用規約",
    bodyMarkdown: "本文",
    effectiveAt: published,
  });
  return { specialId: special.id, caseId: story.id };
}

/** Replaces every token-like string in the session claims with one the attacker made up. */
function withMadeUpTokens(value: unknown, key = ""): unknown {
  if (typeof value === "string" && /token/i.test(key)) return `forged-${key}`;
  if (Array.isArray(value)) return value.map((item) => withMadeUpTokens(item));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMadeUpTokens(v, k)]));
  }
  return value;
}

/**
 * A cookie an attacker seals with the old built-in secret: the claims of a real session of `cookie`
 * (the format is in the repository), with made-up parent-service tokens.
 */
export async function forgeWithOldSecret(harness: TSecurityHarness, cookie: string): Promise<string> {
  const options = await harness.authOptions();
  const secret = options.secret ?? "";
  const claims = (await (options.jwt?.decode ?? decode)({ token: cookie, secret })) as JWT | null;
  if (!claims) throw new Error("the real session cookie could not be read");
  const { iat: _iat, exp: _exp, jti: _jti, ...rest } = claims;
  return encode({ token: withMadeUpTokens(rest) as JWT, secret: OLD_BUILT_IN_SECRET });
}

/** Moves the clock past the re-validation window for one call (Date only; timers stay real). */
async function pastRevalidationWindow<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + REVALIDATION_WINDOW_PASSED_MS, shouldAdvanceTime: true });
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}

export const PRINCIPAL_NAMES = [
  "visitor",
  "tenantUser",
  "adminA",
  "adminB",
  "forgedOldSecret",
  "revoked",
  "providerA",
  "providerB",
  "operator",
] as const;
export type TPrincipalName = (typeof PRINCIPAL_NAMES)[number];

/** Provider A owns the security catalog's apps; provider B is the closest outsider it has. */
export const PROVIDER_A = {
  name: "検証提供会社",
  email: "provider@sec.example",
  userEmail: "dev@sec-a.example",
} as const;
export const PROVIDER_B = {
  name: "検証ビー提供会社",
  email: "provider@sec-b.example",
  userEmail: "dev@sec-b.example",
} as const;

/** A live session of a provider user or an operator, as its cookie `name=value`. */
async function accountSessionCookie(
  db: TDb,
  audience: "providerUser" | "operator",
  accountId: number,
): Promise<string> {
  const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
  const session = await openAccountSession(db, {
    audience,
    accountId,
    userAgent: "SecuritySuite/1.0",
    ipAddress: null,
  });
  return `${ACCOUNT_SESSION_COOKIE[audience]}=${session.token}`;
}

/** Provider A's and B's users and an operator, each with a live session. */
async function accountPrincipals(db: TDb) {
  const [providerA] = await selectRows<{ id: number }>(
    db,
    sql`select id from app_providers where email = ${PROVIDER_A.email}`,
  );
  if (!providerA) throw new Error("seed the security catalog first: provider A is missing");
  const providerB = await seedProvider(db, { name: PROVIDER_B.name, email: PROVIDER_B.email });
  await seedApp(db, {
    appProviderId: providerB.id,
    code: "sec-provider-b",
    name: "検証ビーアプリ",
    integrationType: "install",
  });
  const userA = await seedProviderUser(db, {
    appProviderId: providerA.id,
    email: PROVIDER_A.userEmail,
    firstName: "エー",
    lastName: "開発",
  });
  const userB = await seedProviderUser(db, {
    appProviderId: providerB.id,
    email: PROVIDER_B.userEmail,
    firstName: "ビー",
    lastName: "開発",
  });
  const operator = await seedOperator(db, { name: "検証 運営", email: "operator@sec.example", passwordHash: "x" });
  return {
    providerA: { appProviderId: providerA.id, cookie: await accountSessionCookie(db, "providerUser", userA.id) },
    providerB: { appProviderId: providerB.id, cookie: await accountSessionCookie(db, "providerUser", userB.id) },
    operator: { cookie: await accountSessionCookie(db, "operator", operator.id) },
  };
}

/**
 * The callers every route is tried as. Tenant sign-ins go through the stand-in; the revoked user's
 * tokens are then destroyed at the parent service (access and refresh tokens alike). Provider users
 * and the operator get sessions of their own (call after seedSecurityCatalog).
 */
export async function createPrincipals(
  harness: TSecurityHarness,
  db: TDb,
): Promise<Record<TPrincipalName, TPrincipal>> {
  const [adminA, tenantUser, adminB, revoked] = await Promise.all([
    harness.signIn(`u-sec-admin-a:${TENANT_A.id}`),
    harness.signIn(`u-sec-user-a:${TENANT_A.id}`),
    harness.signIn(`u-sec-admin-b:${TENANT_B.id}`),
    harness.signIn(`u-sec-revoked-a:${TENANT_A.id}`),
  ]);
  await harness.suiteHook("/_test/invalidate-tokens", "u-sec-revoked-a");
  await harness.suiteHook("/_test/revoke-refresh-tokens", "u-sec-revoked-a");
  const accounts = await accountPrincipals(db);
  const refused = { authenticated: false, sessions: [], grants: ["public"], accountCookie: null, act: asIs } as const;
  const tenant = { authenticated: true, sessions: ["tenant"], accountCookie: null, act: asIs } as const;
  const account = (sessions: "providerUser" | "operator", cookie: string) =>
    ({
      authenticated: true,
      sessions: [sessions],
      grants: ["public", sessions],
      cookie: null,
      accountCookie: cookie,
      userId: null,
      tenantId: null,
      act: asIs,
    }) as const;
  return {
    visitor: { name: "visitor", description: "no cookie", cookie: null, userId: null, tenantId: null, ...refused },
    tenantUser: {
      name: "tenantUser",
      description: "a plain user of tenant A",
      cookie: tenantUser,
      grants: ["public", "user"],
      userId: "u-sec-user-a",
      tenantId: TENANT_A.id,
      ...tenant,
    },
    adminA: {
      name: "adminA",
      description: "an admin of tenant A",
      cookie: adminA,
      grants: ["public", "user", "tenantAdmin"],
      userId: "u-sec-admin-a",
      tenantId: TENANT_A.id,
      ...tenant,
    },
    adminB: {
      name: "adminB",
      description: "an admin of tenant B (a plain member of A)",
      cookie: adminB,
      grants: ["public", "user", "tenantAdmin"],
      userId: "u-sec-admin-b",
      tenantId: TENANT_B.id,
      ...tenant,
    },
    forgedOldSecret: {
      name: "forgedOldSecret",
      description: "admin A's claims with made-up tokens, sealed with the old built-in secret",
      cookie: await forgeWithOldSecret(harness, adminA),
      userId: "u-sec-admin-a",
      tenantId: TENANT_A.id,
      ...refused,
    },
    revoked: {
      name: "revoked",
      description: "an admin of tenant A whose tokens the parent service revoked",
      cookie: revoked,
      userId: "u-sec-revoked-a",
      tenantId: TENANT_A.id,
      ...refused,
      act: pastRevalidationWindow,
    },
    providerA: {
      name: "providerA",
      description: "a user of provider A (which owns the security catalog's apps)",
      ...account("providerUser", accounts.providerA.cookie),
    },
    providerB: {
      name: "providerB",
      description: "a user of provider B",
      ...account("providerUser", accounts.providerB.cookie),
    },
    operator: { name: "operator", description: "a store operator", ...account("operator", accounts.operator.cookie) },
  };
}

export type TStoreRequestInit = {
  method?: string;
  /** The tenant session cookie's value. */
  cookie?: string | null;
  /** A provider user's or operator's session cookie, `name=value`. */
  accountCookie?: string | null;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as is, with `contentType` when given. */
  body?: string | Uint8Array;
  contentType?: string | null;
  /** Defaults to the store's own origin for writes, as a browser sends it. */
  origin?: string | null;
  headers?: Record<string, string>;
};

/** A request to the store as its route handlers receive it. */
export function storeRequest(store: string, pathWithQuery: string, init: TStoreRequestInit = {}): NextRequest {
  const method = init.method ?? "GET";
  const headers = new Headers({ "user-agent": "SecuritySuite/1.0", ...init.headers });
  const cookies = [init.cookie ? `${SESSION_COOKIE_NAME}=${init.cookie}` : null, init.accountCookie ?? null];
  const cookieHeader = cookies.filter((cookie) => cookie !== null).join("; ");
  if (cookieHeader) headers.set("cookie", cookieHeader);
  const origin = init.origin === undefined ? (method === "GET" || method === "HEAD" ? null : store) : init.origin;
  if (origin) headers.set("origin", origin);
  let body: string | Uint8Array | undefined = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("content-type", "application/json");
  }
  if (init.contentType) headers.set("content-type", init.contentType);
  // An absolute URL is built from the path as sent: escapes stay as they are.
  return new NextRequest(`${store}${pathWithQuery}`, { method, headers, body: body as BodyInit | undefined });
}

type THandler = (...args: never[]) => unknown;

type TPathToRegexp = (path: string, keys: unknown[], options: Record<string, boolean | string>) => RegExp;
type TMatcher = string | { source: string };

/**
 * Whether the proxy's `config.matcher` takes a path, compiled as Next compiles it (path-to-regexp;
 * Next's own helper for this needs its server's async storage, which tests do not have).
 */
function proxyMatches(matcher: TMatcher | TMatcher[] | undefined, pathname: string): boolean {
  if (matcher === undefined) return true;
  const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as {
    pathToRegexp: TPathToRegexp;
  };
  return [matcher].flat().some((m) => {
    const source = typeof m === "string" ? m : m.source;
    return pathToRegexp(source, [], { delimiter: "/", sensitive: false, strict: true }).test(pathname);
  });
}

/**
 * What Next does with a request before its route handler: the store's proxy runs where its matcher
 * says. Its own answer (a refusal, a redirect) ends the request; otherwise the handler gets the
 * request with the headers the proxy set.
 */
async function throughProxy(request: NextRequest): Promise<Response | NextRequest> {
  const { proxy, config } = await import("@/proxy");
  if (!proxyMatches(config.matcher, request.nextUrl.pathname)) return request;
  const response = await proxy(request);
  if (response.headers.get("x-middleware-rewrite")) return request;
  if (response.headers.get("x-middleware-next") !== "1") return response;
  const overridden = response.headers.get("x-middleware-override-headers");
  if (!overridden) return request;
  const headers = new Headers();
  for (const name of overridden.split(",")) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return new NextRequest(request, { headers });
}

async function answerOf(response: Response): Promise<TAnswer> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/**
 * Serves a request as Next does: the proxy, then the route handler with its path parameters. An
 * exception escaping either is what Next answers 500 to.
 */
export async function callHandler(
  handler: THandler,
  request: NextRequest,
  params: Record<string, string | string[]> = {},
): Promise<TAnswer> {
  try {
    const proxied = await throughProxy(request);
    if (!(proxied instanceof NextRequest)) return await answerOf(proxied);
    const respond = handler as (request: NextRequest, context: unknown) => Promise<Response>;
    return await answerOf(await respond(proxied, { params: Promise.resolve(params) }));
  } catch (error) {
    return { status: 500, text: String(error), json: null, headers: new Headers() };
  }
}

/** next-auth's endpoints through its Node handler with the store's options and this cookie. */
export function nextAuthBrowser(harness: TSecurityHarness, cookie: string | null): TestBrowser {
  const browser = new TestBrowser(harness.store, harness.authOptions);
  if (cookie) browser.storeCookies.set(SESSION_COOKIE_NAME, cookie);
  return browser;
}

/** What the store and the parent service hold for one tenant; any change is visible in the JSON. */
export async function tenantSnapshot(db: TDb, suite: TRunningSuite, tenantId: string): Promise<string> {
  const installations = await selectRows(
    db,
    sql`select app_id, addon_id, installed_by, installed_at from installations where tenant_id = ${tenantId} order by app_id`,
  );
  const logs = await selectRows(
    db,
    sql`select count(*)::int as count, max(id) as last from operation_logs where tenant_id = ${tenantId}`,
  );
  const records = suite.records.snapshot();
  return JSON.stringify({
    installations,
    logs,
    connections: records.connections.filter((c) => c.tenantId === tenantId),
    addons: records.addons.filter((a) => a.tenantId === tenantId),
    operations: records.operations.filter((o) => o.tenantId === tenantId && o.effective).length,
  });
}

/** Everything of one provider that only its users may change: profile, awards, drafts, users. */
export async function providerSnapshot(db: TDb, appProviderId: number): Promise<string> {
  const [profile, awards, drafts, users] = await Promise.all([
    selectRows(
      db,
      sql`select name, description, address, url, email, updated_at from app_providers where id = ${appProviderId}`,
    ),
    selectRows(
      db,
      sql`select id, title, description, position from app_provider_awards where app_provider_id = ${appProviderId} order by id`,
    ),
    selectRows(
      db,
      sql`select id, content, change_request_status, updated_at from draft_apps where app_provider_id = ${appProviderId} order by id`,
    ),
    selectRows(
      db,
      sql`select id, email, first_name, last_name, password_hash, suspended_at from provider_users where app_provider_id = ${appProviderId} order by id`,
    ),
  ]);
  return JSON.stringify({ profile, awards, drafts, users });
}

/**
 * The tables a request can change, and how a change shows: by any row written, or by the number
 * of rows where a live session may legitimately touch a row (e.g. when it was last checked). A
 * refused request must leave every one as it was. The mirrors of the parent service (tenants,
 * users, memberships) are not here: any signed-in request may refresh them.
 */
export const MUTABLE_TABLES: Record<string, "rows" | "count"> = {
  installations: "rows",
  operation_logs: "rows",
  document_requests: "rows",
  jobs: "rows",
  access_requests: "rows",
  launcher_favorites: "rows",
  tenant_sessions: "count",
  app_providers: "rows",
  app_provider_awards: "rows",
  draft_apps: "rows",
  provider_announcement_reads: "rows",
  account_tokens: "rows",
  // A refused sign-in counts a failure on the account's row: only new accounts count here.
  provider_users: "count",
  operators: "count",
  account_sessions: "count",
};

/**
 * Test-only triggers that tally the writes to MUTABLE_TABLES in `test_writes`, in the writing
 * transaction (a rolled-back write leaves no tally): every inserted, deleted or really changed row
 * of a "rows" table, and the net number of rows added to a "count" table.
 */
export async function installWriteCounter(db: TDb): Promise<void> {
  await db.execute(sql`create table test_writes (table_name text primary key, writes bigint not null)`);
  for (const [name, delta] of [
    ["test_count_write", "1"],
    ["test_count_rows", "case tg_op when 'DELETE' then -1 else 1 end"],
  ]) {
    await db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          insert into test_writes as w (table_name, writes) values (tg_table_name, ${delta})
          on conflict (table_name) do update set writes = w.writes + excluded.writes;
          return null;
        end $$`),
    );
  }
  for (const [table, how] of Object.entries(MUTABLE_TABLES)) {
    if (how === "count") {
      await db.execute(
        sql.raw(`create trigger test_writes after insert or delete on "${table}"
          for each row execute function test_count_rows()`),
      );
      continue;
    }
    await db.execute(
      sql.raw(`create trigger test_writes after insert or delete on "${table}"
        for each row execute function test_count_write()`),
    );
    await db.execute(
      sql.raw(`create trigger test_writes_changed after update on "${table}"
        for each row when (old.* is distinct from new.*) execute function test_count_write()`),
    );
  }
}

/** The tables written since the last call (installWriteCounter), and a fresh tally from here on. */
export async function takeWrittenTables(db: TDb): Promise<string[]> {
  const rows = await selectRows<{ name: string; writes: string }>(
    db,
    sql`delete from test_writes returning table_name as name, writes::text`,
  );
  return rows
    .filter((row) => row.writes !== "0")
    .map((row) => row.name)
    .sort();
}
