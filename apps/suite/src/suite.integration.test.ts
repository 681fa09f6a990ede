// Drives the stand-in the way the store and a browser do, over real HTTP with plain fetch: the
// authorization code + PKCE flow through the sign-in and consent pages, the token endpoint,
// the resource API with every error path of SPEC §8, and the test hooks.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startSuite, type TRunningSuite } from "./app.js";

const CLIENT_ID = "hr-app-store";
const CLIENT_SECRET = "hr-app-store-secret";
const REDIRECT_URI = "http://localhost:3000/api/auth/callback/suite";
const ENV = { NODE_ENV: "test" };

/** Enough of a browser's cookie handling for one sign-in: names are unique, paths ignored. */
class CookieJar {
  private cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

function base64url(buffer: Buffer): string {
  return buffer.toString("base64url");
}

function pkcePair() {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash("sha256").update(verifier).digest()) };
}

function location(res: Response, from: string): string {
  const value = res.headers.get("location");
  if (!value) throw new Error(`expected a redirect from ${from}, got ${res.status}`);
  return new URL(value, from).href;
}

function formAction(html: string, step: "login" | "confirm" | "abort"): string {
  const match = new RegExp(`action="(/interaction/[^"]+/${step})"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${step} form on the page`);
  return match[1];
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}

type TTokens = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

type TSignIn = { pick: string } | { email: string; password: string };

/** Follows GET redirects until a page (200) or a redirect to the store's callback. */
async function follow(jar: CookieJar, start: string): Promise<{ url: string; res: Response }> {
  let url = start;
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(REDIRECT_URI)) return { url, res: new Response(null) };
    const res = await jar.fetch(url);
    if (res.status < 300 || res.status >= 400) return { url, res };
    url = location(res, url);
  }
  throw new Error("too many redirects");
}

function authorizeUrl(base: string, params: Record<string, string>): string {
  const url = new URL("/oauth/authorize", base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** The browser half: authorize → sign-in page → pick a user → consent page → callback with code. */
async function authorize(suite: TRunningSuite, signIn: TSignIn, consent: "allow" | "deny" = "allow") {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = base64url(randomBytes(12));
  const start = authorizeUrl(suite.url, {
    client_id: CLIENT_ID,
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    scope: "openid profile email offline_access",
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  });

  const signInPage = await follow(jar, start);
  expect(signInPage.res.status).toBe(200);
  const signInHtml = await signInPage.res.text();
  expect(signInHtml).toContain('<html lang="ja">');
  expect(signInHtml).toContain("HR Suite にログイン");
  const loginAction = new URL(formAction(signInHtml, "login"), suite.url).href;

  const afterLogin = await jar.fetch(loginAction, form("pick" in signIn ? { pick: signIn.pick } : signIn));
  expect(afterLogin.status).toBe(303);
  const consentPage = await follow(jar, location(afterLogin, loginAction));
  expect(consentPage.res.status).toBe(200);
  const consentHtml = await consentPage.res.text();
  expect(consentHtml).toContain("アクセスの許可");
  expect(consentHtml).toContain("HR Suite App Store");

  const action = new URL(formAction(consentHtml, consent === "allow" ? "confirm" : "abort"), suite.url).href;
  const afterConsent = await jar.fetch(action, form({}));
  expect(afterConsent.status).toBe(303);
  const callback = await follow(jar, location(afterConsent, action));
  expect(callback.url.startsWith(REDIRECT_URI)).toBe(true);
  const params = new URL(callback.url).searchParams;
  expect(params.get("state")).toBe(state);
  // RFC 9207: the authorization response names its issuer.
  expect(params.get("iss")).toBe(suite.url);
  return { params, verifier };
}

async function tokenRequest(suite: TRunningSuite, fields: Record<string, string>) {
  const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64");
  const res = await fetch(new URL("/oauth/token", suite.url), {
    ...form(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signInAs(suite: TRunningSuite, signIn: TSignIn): Promise<TTokens> {
  const { params, verifier } = await authorize(suite, signIn);
  const code = params.get("code");
  expect(code).toMatch(/^\S{16,}$/);
  const { status, body } = await tokenRequest(suite, {
    grant_type: "authorization_code",
    code: code ?? "",
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  expect(status).toBe(200);
  return body as unknown as TTokens;
}

async function refresh(suite: TRunningSuite, refreshToken: string) {
  return tokenRequest(suite, { grant_type: "refresh_token", refresh_token: refreshToken });
}

async function call(suite: TRunningSuite, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(path, suite.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

/** A change call with an Idempotency-Key; `replayed` tells whether the suite answered a kept answer. */
async function callOnce(
  suite: TRunningSuite,
  key: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, "idempotency-key": key };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(path, suite.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    replayed: res.headers.get("idempotent-replayed") === "true",
  };
}

function errorOf(message: string) {
  return { error: { message } };
}

describe("suite stand-in", () => {
  let suite: TRunningSuite;
  let yamada: TTokens;

  beforeAll(async () => {
    suite = await startSuite({ port: 0 }, ENV);
    yamada = await signInAs(suite, { pick: "u-yamada:t-sakura" });
  });

  afterAll(async () => {
    await suite?.close();
  });

  beforeEach(async () => {
    await call(suite, "POST", "/_test/reset");
  });

  test("publishes OIDC discovery with the paths the store uses", async () => {
    const res = await fetch(new URL("/.well-known/openid-configuration", suite.url));
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: suite.url,
      authorization_endpoint: `${suite.url}/oauth/authorize`,
      token_endpoint: `${suite.url}/oauth/token`,
      jwks_uri: `${suite.url}/oauth/jwks`,
      userinfo_endpoint: `${suite.url}/oauth/userinfo`,
      authorization_response_iss_parameter_supported: true,
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code", "refresh_token", "client_credentials"],
    });
    const jwks = (await (await fetch(`${suite.url}/oauth/jwks`)).json()) as { keys: { kty: string; d?: string }[] };
    expect(jwks.keys[0]?.kty).toBe("RSA");
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  test("serves the suite's release notes, and fails the next ones on demand (SPEC §8)", async () => {
    const ok = await call(suite, "GET", "/api/v1/release_notes");
    expect(ok.status).toBe(200);
    const notes = ok.body?.releaseNotes as { id: string; title: string; publishedAt: string; url: string }[];
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    expect(notes.map((note) => note.publishedAt)).toEqual(
      notes
        .map((note) => note.publishedAt)
        .sort()
        .reverse(),
    );
    expect(notes.every((note) => note.url.endsWith(`/release_notes/${note.id}`))).toBe(true);

    expect((await call(suite, "POST", "/_test/fail-release-notes", undefined, { count: 0 })).status).toBe(422);
    expect((await call(suite, "POST", "/_test/fail-release-notes", undefined, { count: 1 })).status).toBe(204);
    const failed = await call(suite, "GET", "/api/v1/release_notes");
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: { message: "release notes are temporarily unavailable" } });
    expect((await call(suite, "GET", "/api/v1/release_notes")).status).toBe(200);
  });

  test("signs in with code + PKCE and returns tokens with the profile in the ID token", async () => {
    expect(yamada.token_type).toBe("Bearer");
    expect(yamada.expires_in).toBe(3600);
    expect(yamada.refresh_token).toMatch(/^\S{16,}$/);
    // OIDC drops offline_access without prompt=consent; the refresh token above is issued anyway.
    expect(yamada.scope.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    const [, payload = ""] = yamada.id_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: suite.url,
      aud: CLIENT_ID,
      sub: "u-yamada",
      name: "山田 花子",
      email: "hanako.yamada@sakura-shoji.example",
    });
    const userinfo = await call(suite, "GET", "/oauth/userinfo", yamada.access_token);
    expect(userinfo.body).toMatchObject({ sub: "u-yamada", email: "hanako.yamada@sakura-shoji.example" });
  });

  test("returns the signed-in user with tenants and the current tenant", async () => {
    const me = await call(suite, "GET", "/api/v1/users/me", yamada.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: "u-yamada",
      name: "山田 花子",
      email: "hanako.yamada@sakura-shoji.example",
      admin: true,
      tenants: [
        { id: "t-sakura", subdomain: "sakura-shoji", name: "さくら商事株式会社", active: true, admin: true },
        { id: "t-aozora", subdomain: "aozora-tech", name: "株式会社あおぞらテック", active: true, admin: false },
      ],
      currentTenantId: "t-sakura",
    });
    const crew = await call(suite, "GET", "/api/v1/crews/u-yamada", yamada.access_token);
    expect(crew).toEqual(me);
    const other = await call(suite, "GET", "/api/v1/crews/u-sato", yamada.access_token);
    expect(other).toEqual({ status: 403, body: errorOf("access to the resource is forbidden") });
  });

  test("lists a tenant's members by name, and its size and industry, to any member, and to nobody else (issue 28)", async () => {
    const sakura = await call(suite, "GET", "/api/v1/tenants/t-sakura/members", yamada.access_token);
    expect(sakura).toEqual({
      status: 200,
      body: {
        members: [
          { id: "u-yamada", name: "山田 花子" },
          { id: "u-sato", name: "佐藤 健" },
          { id: "u-nakamura", name: "中村 美穂" },
        ],
        company: { size: "従業員320名", industry: "卸売業" },
      },
    });
    // A plain member reads the directory too, of each tenant they belong to.
    const sato = await signInAs(suite, { pick: "u-sato:t-sakura" });
    expect((await call(suite, "GET", "/api/v1/tenants/t-sakura/members", sato.access_token)).status).toBe(200);
    const aozora = await call(suite, "GET", "/api/v1/tenants/t-aozora/members", yamada.access_token);
    expect(aozora.body).toEqual({
      members: [
        { id: "u-yamada", name: "山田 花子" },
        { id: "u-suzuki", name: "鈴木 一郎" },
      ],
      company: { size: "従業員85名", industry: "ソフトウェア・IT" },
    });
    const forbidden = { status: 403, body: errorOf("access to the resource is forbidden") };
    expect(await call(suite, "GET", "/api/v1/tenants/t-aozora/members", sato.access_token)).toEqual(forbidden);
    expect(await call(suite, "GET", "/api/v1/tenants/t-nowhere/members", yamada.access_token)).toEqual(forbidden);
    expect(await call(suite, "GET", "/api/v1/tenants/t-sakura/members")).toEqual({
      status: 401,
      body: errorOf("invalid access token"),
    });
  });

  test("picking a user under another company makes it the current tenant", async () => {
    const tokens = await signInAs(suite, { pick: "u-yamada:t-aozora" });
    const me = await call(suite, "GET", "/api/v1/users/me", tokens.access_token);
    expect(me.body).toMatchObject({ currentTenantId: "t-aozora", admin: false });
    // The current tenant belongs to the user, whichever of their tokens asks.
    const older = await call(suite, "GET", "/api/v1/users/me", yamada.access_token);
    expect(older.body).toMatchObject({ currentTenantId: "t-aozora" });
  });

  test("switches the current tenant of a member only", async () => {
    const switched = await call(suite, "POST", "/api/v1/users/me/current_tenant", yamada.access_token, {
      tenantId: "t-aozora",
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ id: "u-yamada", currentTenantId: "t-aozora", admin: false });
    const me = await call(suite, "GET", "/api/v1/users/me", yamada.access_token);
    expect(me.body).toMatchObject({ currentTenantId: "t-aozora", admin: false });

    const notMember = await call(suite, "POST", "/api/v1/users/me/current_tenant", yamada.access_token, {
      tenantId: "t-kaede",
    });
    expect(notMember).toEqual({ status: 403, body: errorOf("access to the resource is forbidden") });
    const missing = await call(suite, "POST", "/api/v1/users/me/current_tenant", yamada.access_token, {});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: { message: "tenantId is required" } });

    await call(suite, "POST", "/api/v1/users/me/current_tenant", yamada.access_token, { tenantId: "t-sakura" });
    const back = await call(suite, "GET", "/api/v1/users/me", yamada.access_token);
    expect(back.body).toMatchObject({ currentTenantId: "t-sakura", admin: true });
  });

  test("refreshes, expires and invalidates tokens with the suite's messages", async () => {
    const tokens = await signInAs(suite, { pick: "u-sato:t-sakura" });
    const refreshed = await refresh(suite, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const access = String(refreshed.body.access_token);
    expect(access).not.toBe(tokens.access_token);
    expect((await call(suite, "GET", "/api/v1/users/me", access)).body).toMatchObject({ id: "u-sato", admin: false });

    const expired = await call(suite, "POST", "/_test/expire-tokens", undefined, { userId: "u-sato" });
    expect(Number(expired.body?.expired)).toBeGreaterThanOrEqual(2);
    expect(await call(suite, "GET", "/api/v1/users/me", access)).toEqual({
      status: 401,
      body: errorOf("access token has expired, reissue it with the refresh token"),
    });

    // The store reissues with the refresh token and goes on.
    const again = await refresh(suite, String(refreshed.body.refresh_token ?? tokens.refresh_token));
    expect(again.status).toBe(200);
    const fresh = String(again.body.access_token);
    expect((await call(suite, "GET", "/api/v1/users/me", fresh)).status).toBe(200);

    await call(suite, "POST", "/_test/invalidate-tokens", undefined, { userId: "u-sato" });
    expect(await call(suite, "GET", "/api/v1/users/me", fresh)).toEqual({
      status: 401,
      body: errorOf("invalid access token"),
    });
    expect(await call(suite, "GET", "/api/v1/users/me", "not-a-token")).toEqual({
      status: 401,
      body: errorOf("invalid access token"),
    });
    expect((await call(suite, "GET", "/api/v1/users/me")).status).toBe(401);

    const revoked = await call(suite, "POST", "/_test/revoke-refresh-tokens", undefined, { userId: "u-sato" });
    expect(revoked.status).toBe(200);
    const failed = await refresh(suite, String(again.body.refresh_token ?? tokens.refresh_token));
    expect(failed.status).toBe(400);
    expect(failed.body.error).toBe("invalid_grant");
  });

  test("requires PKCE and the right code verifier", async () => {
    const withoutPkce = await fetch(
      authorizeUrl(suite.url, {
        client_id: CLIENT_ID,
        response_type: "code",
        redirect_uri: REDIRECT_URI,
        scope: "openid",
        state: "s",
      }),
      { redirect: "manual" },
    );
    const redirected = new URL(location(withoutPkce, suite.url));
    expect(redirected.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(redirected.searchParams.get("error")).toBe("invalid_request");

    const { params } = await authorize(suite, { pick: "u-suzuki:t-aozora" });
    const wrong = await tokenRequest(suite, {
      grant_type: "authorization_code",
      code: params.get("code") ?? "",
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("invalid_grant");
  });

  test("signs in with e-mail and the demo password, and rejects a wrong one", async () => {
    const jar = new CookieJar();
    const start = authorizeUrl(suite.url, {
      client_id: CLIENT_ID,
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: "openid",
      code_challenge: pkcePair().challenge,
      code_challenge_method: "S256",
    });
    const page = await follow(jar, start);
    const action = new URL(formAction(await page.res.text(), "login"), suite.url).href;
    const wrong = await jar.fetch(action, form({ email: "ken.sato@sakura-shoji.example", password: "nope" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("メールアドレスまたはパスワードが正しくありません。");

    const tokens = await signInAs(suite, { email: "Ken.Sato@sakura-shoji.example", password: "demo-password" });
    expect((await call(suite, "GET", "/api/v1/users/me", tokens.access_token)).body).toMatchObject({ id: "u-sato" });
  });

  test("a denied consent returns access_denied to the store", async () => {
    const { params } = await authorize(suite, { pick: "u-sato:t-sakura" }, "deny");
    expect(params.get("error")).toBe("access_denied");
    expect(params.get("code")).toBeNull();
  });

  test("records connections and add-ons granted by a tenant admin", async () => {
    const token = yamada.access_token;
    const path = "/api/v1/tenants/t-sakura";
    const granted = await call(suite, "PUT", `${path}/connections/client-kintai`, token, { appCode: "kintai-plus" });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ tenantId: "t-sakura", oauthClientId: "client-kintai", grantedBy: "u-yamada" });
    expect((await call(suite, "PUT", `${path}/connections/client-kintai`, token)).status).toBe(200);

    const added = await call(suite, "POST", `${path}/addons`, token, { appCode: "payroll-labs" });
    expect(added.status).toBe(201);
    const addonId = String(added.body?.addonId);
    expect(addonId).toMatch(/^[0-9a-f-]{36}$/);
    const noCode = await call(suite, "POST", `${path}/addons`, token, {});
    expect(noCode).toEqual({
      status: 422,
      body: { error: { message: "appCode is required", items: { appCode: ["is required"] } } },
    });
    expect((await call(suite, "GET", `${path}/payment_status`, token)).body).toEqual({
      tenantId: "t-sakura",
      status: "ok",
    });

    let records = (await call(suite, "GET", "/_test/records")).body;
    expect(records).toMatchObject({
      connections: [{ tenantId: "t-sakura", oauthClientId: "client-kintai", appCode: "kintai-plus" }],
      addons: [{ addonId, tenantId: "t-sakura", appCode: "payroll-labs", addedBy: "u-yamada" }],
    });
    const listed = await call(suite, "GET", `${path}/addons`, token);
    expect(listed.body).toMatchObject({ addons: [{ addonId }] });

    expect((await call(suite, "DELETE", `${path}/addons/${addonId}`, token)).status).toBe(204);
    expect((await call(suite, "DELETE", `${path}/connections/client-kintai`, token)).status).toBe(204);
    records = (await call(suite, "GET", "/_test/records")).body;
    expect(records).toMatchObject({ connections: [], addons: [] });
    const operations = (records?.operations ?? []) as { type: string; effective: boolean }[];
    const types = operations.map((operation) => [operation.type, operation.effective]);
    expect(types).toEqual([
      ["connection.granted", true],
      ["connection.granted", false],
      ["addon.added", true],
      ["payment.checked", true],
      ["addon.removed", true],
      ["connection.revoked", true],
    ]);
  });

  test("a change sent again with its Idempotency-Key is applied once and answers the same", async () => {
    const token = yamada.access_token;
    const path = "/api/v1/tenants/t-sakura";
    const grant = () => callOnce(suite, "k-grant", "PUT", `${path}/connections/client-a`, token, { appCode: "a" });
    const first = await grant();
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(await grant()).toEqual({ ...first, replayed: true });

    // A late copy of the grant after a revoke changes nothing: the key was spent.
    expect((await callOnce(suite, "k-revoke", "DELETE", `${path}/connections/client-a`, token)).status).toBe(204);
    expect(await grant()).toMatchObject({ status: 201, replayed: true });
    expect((await call(suite, "GET", "/_test/records")).body).toMatchObject({ connections: [] });

    const add = (appCode: string, key = "k-add") => callOnce(suite, key, "POST", `${path}/addons`, token, { appCode });
    const added = await add("payroll-labs");
    expect((await add("payroll-labs")).body).toEqual(added.body);
    expect(await add("other")).toMatchObject({
      status: 422,
      body: errorOf("Idempotency-Key was already used for a different request"),
    });
    expect((await add("x", "bad key")).status).toBe(400);

    const operations = ((await call(suite, "GET", "/_test/records")).body?.operations ?? []) as { type: string }[];
    expect(operations.map((operation) => operation.type)).toEqual([
      "connection.granted",
      "connection.revoked",
      "addon.added",
    ]);
  });

  test("the test API makes the next change calls about an app fail after applying them", async () => {
    const token = yamada.access_token;
    const addons = "/api/v1/tenants/t-sakura/addons";
    const add = () => callOnce(suite, "k-lost", "POST", addons, token, { appCode: "x" });
    const failing = { failure: "afterApply", count: 2, subject: "x" };
    expect((await call(suite, "POST", "/_test/fail-changes", undefined, failing)).status).toBe(204);
    // A call about another app is not touched.
    expect((await callOnce(suite, "k-other", "POST", addons, token, { appCode: "y" })).status).toBe(201);
    expect(await add()).toMatchObject({ status: 502, body: errorOf("bad gateway") });
    expect(await add()).toMatchObject({ status: 502 });
    const third = await add();
    expect(third).toMatchObject({ status: 201, replayed: true, body: { appCode: "x" } });
    expect((await call(suite, "GET", "/_test/records")).body).toMatchObject({
      addons: [{ appCode: "y" }, { appCode: "x" }],
    });

    await call(suite, "POST", "/_test/fail-changes", undefined, { failure: "dropAnswer", subject: "x" });
    const addonId = String(third.body?.addonId);
    await expect(callOnce(suite, "k-cut", "DELETE", `${addons}/${addonId}`, token)).rejects.toThrow();
    expect((await call(suite, "GET", "/_test/records")).body).toMatchObject({ addons: [{ appCode: "y" }] });
    expect((await call(suite, "POST", "/_test/fail-changes", undefined, { failure: "other" })).status).toBe(422);
  });

  test("a refused change is not kept under its key: the retry is checked again", async () => {
    const takahashi = await signInAs(suite, { pick: "u-takahashi:t-kaede" });
    const add = () =>
      callOnce(suite, "k-refused", "POST", "/api/v1/tenants/t-kaede/addons", takahashi.access_token, {
        appCode: "a",
      });
    const refused = await add();
    expect(refused).toMatchObject({ status: 402, body: errorOf("payment check failed"), replayed: false });
    expect(await add()).toEqual(refused);
  });

  test("the store's client-credentials token reads and changes installations, and nothing else", async () => {
    const grant = await tokenRequest(suite, { grant_type: "client_credentials", scope: "installations" });
    expect(grant.status).toBe(200);
    const token = String(grant.body.access_token);
    const path = "/api/v1/tenants/t-aozora";
    const granted = await call(suite, "PUT", `${path}/connections/client-b`, token, { appCode: "b" });
    expect(granted).toMatchObject({ status: 201, body: { grantedBy: "client:hr-app-store" } });
    expect((await call(suite, "GET", `${path}/connections`, token)).body).toMatchObject({
      connections: [{ oauthClientId: "client-b" }],
    });
    expect((await call(suite, "GET", `${path}/addons`, token)).body).toEqual({ addons: [] });
    // Keys belong to the OAuth client: the store's retry replays what an admin's call applied.
    const addons = "/api/v1/tenants/t-sakura/addons";
    const byAdmin = await callOnce(suite, "k-shared", "POST", addons, yamada.access_token, { appCode: "c" });
    const byStore = await callOnce(suite, "k-shared", "POST", addons, token, { appCode: "c" });
    expect(byStore).toEqual({ ...byAdmin, replayed: true });

    expect((await call(suite, "GET", "/api/v1/users/me", token)).status).toBe(401);
    expect((await call(suite, "GET", "/api/v1/tenants/t-kaede/connections", token)).status).toBe(402);
    const noScope = await tokenRequest(suite, { grant_type: "client_credentials" });
    expect(noScope.status).toBe(200);
    expect(await call(suite, "GET", `${path}/connections`, String(noScope.body.access_token))).toEqual({
      status: 403,
      body: errorOf("access to the resource is forbidden"),
    });
  });

  test("tenant calls need an admin of that tenant", async () => {
    const sato = await signInAs(suite, { pick: "u-sato:t-sakura" });
    const forbidden = errorOf("access to the resource is forbidden");
    const put = "/api/v1/tenants/t-sakura/connections/client-x";
    expect(await call(suite, "PUT", put, sato.access_token)).toEqual({ status: 403, body: forbidden });
    // Admin of t-sakura, plain member of t-aozora, stranger to t-kaede and to unknown tenants.
    expect(await call(suite, "POST", "/api/v1/tenants/t-aozora/addons", yamada.access_token, { appCode: "a" })).toEqual(
      { status: 403, body: forbidden },
    );
    expect(await call(suite, "DELETE", "/api/v1/tenants/t-kaede/addons/x", yamada.access_token)).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(await call(suite, "GET", "/api/v1/tenants/t-nowhere/payment_status", yamada.access_token)).toEqual({
      status: 403,
      body: forbidden,
    });
    expect((await call(suite, "PUT", put)).body).toEqual(errorOf("invalid access token"));
    expect((await call(suite, "GET", "/_test/records")).body).toMatchObject({ connections: [], addons: [] });
  });

  test("a tenant whose payment failed answers 402 on tenant calls", async () => {
    const takahashi = await signInAs(suite, { pick: "u-takahashi:t-kaede" });
    const token = takahashi.access_token;
    expect((await call(suite, "GET", "/api/v1/users/me", token)).body).toMatchObject({ admin: true });
    const paymentFailed = { status: 402, body: errorOf("payment check failed") };
    expect(await call(suite, "GET", "/api/v1/tenants/t-kaede/payment_status", token)).toEqual(paymentFailed);
    expect(await call(suite, "PUT", "/api/v1/tenants/t-kaede/connections/c", token)).toEqual(paymentFailed);
    expect(await call(suite, "POST", "/api/v1/tenants/t-kaede/addons", token, { appCode: "a" })).toEqual(paymentFailed);
    expect((await call(suite, "GET", "/_test/records")).body).toMatchObject({ connections: [], addons: [] });
  });

  test("an IP-restricted tenant answers 403 with the IP message", async () => {
    const ito = await signInAs(suite, { pick: "u-ito:t-minato" });
    const blocked = { status: 403, body: errorOf("access from a non-permitted IP address") };
    expect(await call(suite, "GET", "/api/v1/users/me", ito.access_token)).toEqual(blocked);
    expect(await call(suite, "GET", "/api/v1/crews/u-ito", ito.access_token)).toEqual(blocked);
    expect(await call(suite, "POST", "/api/v1/tenants/t-minato/addons", ito.access_token, { appCode: "a" })).toEqual(
      blocked,
    );
  });

  test("an inactive subdomain answers 400 naming the subdomain", async () => {
    const watanabe = await signInAs(suite, { email: "sho.watanabe@hoshi-kensetsu.example", password: "demo-password" });
    const inactive = { status: 400, body: errorOf("subdomain hoshi-kensetsu is inactive") };
    expect(await call(suite, "GET", "/api/v1/users/me", watanabe.access_token)).toEqual(inactive);
    expect(await call(suite, "PUT", "/api/v1/tenants/t-hoshi/connections/c", watanabe.access_token)).toEqual(inactive);
  });

  test("serves the suite's home, tenant home and login pages", async () => {
    const home = await fetch(suite.url);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<html lang="ja">');
    expect(homeHtml).toContain("さくら商事株式会社");

    const tenantHome = await fetch(`${suite.url}/?tenant=hoshi-kensetsu`);
    const tenantHtml = await tenantHome.text();
    expect(tenantHtml).toContain("ほし建設株式会社 のホーム");
    expect(tenantHtml).toContain("サブドメイン hoshi-kensetsu は現在無効です。");
    expect((await fetch(`${suite.url}/?tenant=nowhere`)).status).toBe(404);

    const login = await fetch(`${suite.url}/login`);
    const loginHtml = await login.text();
    expect(loginHtml).toContain("demo-password");
    expect(loginHtml).toContain("hanako.yamada@sakura-shoji.example");
    expect(loginHtml).toContain('href="/oauth/logout"');
  });

  test("unknown API paths and methods answer in the error shape", async () => {
    expect(await call(suite, "GET", "/api/v1/nothing", yamada.access_token)).toEqual({
      status: 404,
      body: errorOf("not found"),
    });
    expect(await call(suite, "PATCH", "/api/v1/users/me", yamada.access_token)).toEqual({
      status: 405,
      body: errorOf("method not allowed"),
    });
  });
});

describe("suite stand-in with short-lived access tokens", () => {
  let suite: TRunningSuite;

  beforeAll(async () => {
    // Long enough that a refreshed token is still fresh on a loaded machine, short enough to wait out.
    suite = await startSuite({ port: 0, accessTokenTtl: 3 }, ENV);
  });

  afterAll(async () => {
    await suite?.close();
  });

  test("an access token past SUITE_ACCESS_TOKEN_TTL reads as expired, and a refresh fixes it", async () => {
    const tokens = await signInAs(suite, { pick: "u-suzuki:t-aozora" });
    expect(tokens.expires_in).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    expect(await call(suite, "GET", "/api/v1/users/me", tokens.access_token)).toEqual({
      status: 401,
      body: errorOf("access token has expired, reissue it with the refresh token"),
    });
    const refreshed = await refresh(suite, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const me = await call(suite, "GET", "/api/v1/users/me", String(refreshed.body.access_token));
    expect(me.body).toMatchObject({ id: "u-suzuki", admin: true, currentTenantId: "t-aozora" });
  });
});

describe("suite stand-in in production", () => {
  test("hides the test API unless SUITE_TEST_API=true", async () => {
    const hidden = await startSuite({ port: 0 }, { NODE_ENV: "production" });
    const shown = await startSuite({ port: 0 }, { NODE_ENV: "production", SUITE_TEST_API: "true" });
    try {
      expect((await fetch(`${hidden.url}/_test/records`)).status).toBe(404);
      expect((await fetch(`${shown.url}/_test/records`)).status).toBe(200);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });
});
