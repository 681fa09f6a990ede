// Dynamic client registration as the store does it for its providers' apps (RFC 7591), its
// management (RFC 7592), secret rotation with an overlap, the suite's client state, and the consent
// of a tenant admin to a registered app's client, over real HTTP.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSuite, type TRunningSuite } from "./app.js";
import { productionWarnings, readConfig } from "./config.js";
import {
  basic,
  call,
  form,
  formAction,
  location,
  REGISTRATION_TOKEN,
  STORE_CLIENT_ID,
  startSignIn,
  storeToken,
  TEST_ENV,
  tokenRequest,
} from "./test-support.js";

const DEV_CALLBACK = "http://localhost:3000/api/developers/integrations/callback";

const REGISTRATION = {
  client_name: "勤怠プラス",
  redirect_uris: ["https://kintai.example/callback", DEV_CALLBACK],
  scope: "employees:read attendance:write",
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  token_endpoint_auth_method: "client_secret_basic",
  software_id: "provider-3",
};

type TRegistered = {
  client_id: string;
  client_secret: string;
  registration_access_token: string;
  registration_client_uri: string;
};

let suite: TRunningSuite;

beforeAll(async () => {
  suite = await startSuite({ port: 0 }, TEST_ENV);
});

afterAll(async () => {
  await suite.close();
});

async function register(body: Record<string, unknown> = REGISTRATION, token = REGISTRATION_TOKEN) {
  return call(suite, "POST", "/oauth/register", token, body);
}

async function registered(body: Record<string, unknown> = REGISTRATION): Promise<TRegistered> {
  const { status, body: answer } = await register(body);
  expect(status).toBe(201);
  return answer as unknown as TRegistered;
}

/** Authenticates the client at the revocation endpoint: 200 with a valid secret, 401 without. */
async function clientAuthStatus(clientId: string, secret: string): Promise<number> {
  const res = await fetch(new URL("/oauth/revoke", suite.url), {
    ...form({ token: "not-a-token" }),
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic(clientId, secret) },
  });
  return res.status;
}

async function manage(method: string, client: TRegistered, body?: unknown, token = client.registration_access_token) {
  return call(suite, method, new URL(client.registration_client_uri).pathname, token, body);
}

describe("dynamic client registration (RFC 7591)", () => {
  test("registers the store's request with oidc-provider's answer and the suite's state", async () => {
    const { status, body } = await register();
    expect(status).toBe(201);
    expect(body).toMatchObject({
      client_name: "勤怠プラス",
      redirect_uris: REGISTRATION.redirect_uris,
      scope: "employees:read attendance:write",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
      software_id: "provider-3",
      client_secret_expires_at: 0,
      suite_status: "active",
    });
    expect(body.client_id).toEqual(expect.any(String));
    expect(String(body.client_secret).length).toBeGreaterThanOrEqual(32);
    expect(body.registration_access_token).toEqual(expect.any(String));
    expect(body.registration_client_uri).toBe(`${suite.url}/oauth/register/${String(body.client_id)}`);
    expect(Math.abs(Number(body.client_id_issued_at) - Date.now() / 1000)).toBeLessThan(60);
  });

  test("needs the initial access token", async () => {
    const missing = await call(suite, "POST", "/oauth/register", undefined, REGISTRATION);
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe("invalid_token");
    const wrong = await register(REGISTRATION, "not-the-registration-token");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("invalid_token");
  });

  test.each([
    ["plain http on a public host", ["http://kintai.example/callback"]],
    ["a custom scheme", ["kintai://callback"]],
    ["http on a private address", ["http://192.168.1.10/callback"]],
  ])("refuses a redirect URI with %s", async (_case, redirectUris) => {
    const { status, body } = await register({ ...REGISTRATION, redirect_uris: redirectUris });
    expect(status).toBe(400);
    expect(body.error).toBe("invalid_redirect_uri");
    expect(body.error_description).toEqual(expect.stringContaining("redirect_uris"));
  });

  test("accepts http on the loopback addresses, for development", async () => {
    const body = { ...REGISTRATION, redirect_uris: ["http://127.0.0.1:8080/callback", "http://localhost/callback"] };
    expect((await register(body)).status).toBe(201);
  });

  test.each([
    ["a scope the suite does not know", "employees:read payroll:delete"],
    ["the store's own scope", "employees:read installations"],
    ["the development tenants scope", "development_tenants"],
    ["an OpenID Connect scope", "openid employees:read"],
    ["no scope", ""],
  ])("refuses %s", async (_case, scope) => {
    const { status, body } = await register({ ...REGISTRATION, scope });
    expect(status).toBe(400);
    expect(body.error).toBe("invalid_client_metadata");
  });
});

test("warns in production while the registration token is the development default", () => {
  const production = { NODE_ENV: "production" };
  expect(productionWarnings(readConfig(production), production)).toContain(
    "SUITE_REGISTRATION_TOKEN is the development default",
  );
  const set = { ...production, SUITE_REGISTRATION_TOKEN: "a-long-random-token" };
  expect(readConfig(set).registrationToken).toBe("a-long-random-token");
  expect(productionWarnings(readConfig(set), set)).not.toContain("SUITE_REGISTRATION_TOKEN is the development default");
});

describe("client management (RFC 7592)", () => {
  test("reads the client with its registration access token, and nothing without it", async () => {
    const client = await registered();
    const read = await manage("GET", client);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      client_id: client.client_id,
      client_name: "勤怠プラス",
      scope: "employees:read attendance:write",
      software_id: "provider-3",
      suite_status: "active",
    });
    expect((await manage("GET", client, undefined, "wrong-token")).status).toBe(401);
    const other = await registered();
    const crossed = await manage("GET", client, undefined, other.registration_access_token);
    expect(crossed.status).toBe(401);
  });

  test("replaces the metadata with PUT, checking client_id and client_secret", async () => {
    const client = await registered();
    const update = {
      ...REGISTRATION,
      client_id: client.client_id,
      client_name: "勤怠プラス Pro",
      scope: "employees:read attendance:read attendance:write",
    };
    const noId = await manage("PUT", client, { ...update, client_id: undefined });
    expect(noId.status).toBe(400);
    expect(noId.body.error).toBe("invalid_request");
    const wrongSecret = await manage("PUT", client, { ...update, client_secret: "not-the-secret" });
    expect(wrongSecret.status).toBe(400);
    const badScope = await manage("PUT", client, { ...update, scope: "employees:read installations" });
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toBe("invalid_client_metadata");

    const updated = await manage("PUT", client, { ...update, client_secret: client.client_secret });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      client_name: "勤怠プラス Pro",
      scope: "employees:read attendance:read attendance:write",
      client_secret: client.client_secret,
      registration_access_token: client.registration_access_token,
      suite_status: "active",
    });
    const read = await manage("GET", client);
    expect(read.body.client_name).toBe("勤怠プラス Pro");
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(200);
  });

  test("deletes the client: 204, then its token reads nothing", async () => {
    const client = await registered();
    expect((await manage("DELETE", client)).status).toBe(204);
    expect((await manage("GET", client)).status).toBe(401);
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(401);
  });
});

describe("secret rotation with an overlap", () => {
  function rotate(client: TRegistered, body: unknown, token = client.registration_access_token) {
    return call(suite, "POST", `/oauth/register/${client.client_id}/rotate_secret`, token, body);
  }

  test("a new secret, and the old one still accepted for a day by default", async () => {
    const client = await registered();
    const { status, body } = await rotate(client, {});
    expect(status).toBe(200);
    expect(body.client_id).toBe(client.client_id);
    expect(body.client_secret).not.toBe(client.client_secret);
    expect(Math.abs(Number(body.previous_secret_expires_at) - (Date.now() / 1000 + 86400))).toBeLessThan(60);
    expect(await clientAuthStatus(client.client_id, String(body.client_secret))).toBe(200);
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(200);
    expect(await clientAuthStatus(client.client_id, "neither-secret")).toBe(401);
    // RFC 7592 read shows the new secret; updates compare against it.
    expect((await manage("GET", client)).body.client_secret).toBe(body.client_secret);
  });

  test("the old secret stops working when the overlap ends", async () => {
    const client = await registered();
    const { body } = await rotate(client, { overlap_seconds: 1 });
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(401);
    expect(await clientAuthStatus(client.client_id, String(body.client_secret))).toBe(200);
  });

  test("without an overlap the old secret stops at once", async () => {
    const client = await registered();
    const { status, body } = await rotate(client, { overlap_seconds: 0 });
    expect(status).toBe(200);
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(401);
    expect(await clientAuthStatus(client.client_id, String(body.client_secret))).toBe(200);
  });

  test.each([[-1], [604801], ["86400"], [1.5]])("refuses overlap_seconds %s", async (overlap) => {
    const client = await registered();
    const { status, body } = await rotate(client, { overlap_seconds: overlap });
    expect(status).toBe(400);
    expect(body.error).toBe("invalid_request");
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(200);
  });

  test("needs the client's own registration access token", async () => {
    const client = await registered();
    const other = await registered();
    expect((await rotate(client, {}, "wrong-token")).status).toBe(401);
    expect((await rotate(client, {}, other.registration_access_token)).status).toBe(401);
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(200);
  });
});

describe("the client's state at the suite", () => {
  test("a disabled client shows it, cannot authenticate, authorize or be granted to a tenant", async () => {
    const client = await registered();
    const disabled = await call(suite, "POST", "/_test/set-client-status", undefined, {
      clientId: client.client_id,
      status: "disabled",
    });
    expect(disabled.status).toBe(200);
    expect((await manage("GET", client)).body.suite_status).toBe("disabled");
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(401);

    const authorize = await fetch(
      new URL(`/oauth/authorize?client_id=${client.client_id}&response_type=code&scope=employees:read`, suite.url),
      { redirect: "manual" },
    );
    expect(authorize.status).toBe(403);
    expect(await authorize.text()).toContain("無効になっています");

    const token = await storeToken(suite, "installations");
    const grant = await call(suite, "PUT", `/api/v1/tenants/t-sakura/connections/${client.client_id}`, token, {
      scopes: ["employees:read"],
    });
    expect(grant.status).toBe(403);
    expect(grant.body).toEqual({ error: { message: `oauth client ${client.client_id} is disabled` } });

    await call(suite, "POST", "/_test/set-client-status", undefined, { clientId: client.client_id, status: "active" });
    expect((await manage("GET", client)).body.suite_status).toBe("active");
    expect(await clientAuthStatus(client.client_id, client.client_secret)).toBe(200);
  });

  test("the test API refuses unknown clients and states", async () => {
    const unknown = await call(suite, "POST", "/_test/set-client-status", undefined, {
      clientId: STORE_CLIENT_ID,
      status: "disabled",
    });
    expect(unknown.status).toBe(404);
    const client = await registered();
    const bad = await call(suite, "POST", "/_test/set-client-status", undefined, {
      clientId: client.client_id,
      status: "paused",
    });
    expect(bad.status).toBe(422);
  });
});

describe("consent to a registered app's client", () => {
  const scope = "employees:read attendance:write";

  test("an admin sees the tenant and the scopes grouped, and consenting connects the tenant", async () => {
    const client = await registered();
    const { jar, next, verifier, state } = await startSignIn(
      suite,
      { clientId: client.client_id, redirectUri: DEV_CALLBACK, scope },
      { pick: "u-yamada:t-sakura" },
    );
    expect(next.res.status).toBe(200);
    const html = await next.res.text();
    expect(html).toContain("アプリ連携の許可");
    expect(html).toContain("「勤怠プラス」");
    expect(html).toContain("さくら商事株式会社");
    const read = html.indexOf("参照できる情報");
    const write = html.indexOf("変更できる情報");
    expect(read).toBeGreaterThan(0);
    expect(write).toBeGreaterThan(read);
    expect(html.indexOf("従業員情報の参照")).toBeGreaterThan(read);
    expect(html.indexOf("従業員情報の参照")).toBeLessThan(write);
    expect(html.indexOf("勤怠情報の変更")).toBeGreaterThan(write);
    expect(html).toContain("打刻の登録や修正、シフトの登録ができます。");

    const action = new URL(formAction(html, "confirm"), suite.url).href;
    const confirmed = await jar.fetch(action, form({}));
    expect(confirmed.status).toBe(303);
    let url = location(confirmed, action);
    while (!url.startsWith(DEV_CALLBACK)) url = location(await jar.fetch(url), url);
    const params = new URL(url).searchParams;
    expect(params.get("state")).toBe(state);
    expect(params.get("iss")).toBe(suite.url);

    const tokens = await tokenRequest(suite, basic(client.client_id, client.client_secret), {
      grant_type: "authorization_code",
      code: params.get("code") ?? "",
      redirect_uri: DEV_CALLBACK,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(String(tokens.body.scope).split(" ").sort()).toEqual(["attendance:write", "employees:read"]);
    expect(tokens.body.refresh_token).toEqual(expect.any(String));
    // The app's token is for the suite's data, not for the store's calls made as the admin.
    const accessToken = String(tokens.body.access_token);
    expect((await call(suite, "GET", "/api/v1/users/me", accessToken)).status).toBe(403);
    const asAdmin = await call(suite, "PUT", `/api/v1/tenants/t-sakura/connections/${client.client_id}`, accessToken);
    expect(asAdmin.status).toBe(403);

    const records = await call(suite, "GET", "/_test/records");
    const connections = records.body.connections as Record<string, unknown>[];
    expect(connections.find((c) => c.oauthClientId === client.client_id)).toMatchObject({
      tenantId: "t-sakura",
      appCode: null,
      scopes: ["attendance:write", "employees:read"],
      grantedBy: "u-yamada",
    });
    const operations = records.body.operations as Record<string, unknown>[];
    expect(operations).toContainEqual(
      expect.objectContaining({ type: "connection.granted", subject: client.client_id, effective: true }),
    );
  });

  test("a member who is not an admin of the current tenant gets a message, not consent", async () => {
    const client = await registered();
    const { next } = await startSignIn(
      suite,
      { clientId: client.client_id, redirectUri: DEV_CALLBACK, scope },
      { pick: "u-sato:t-sakura" },
    );
    expect(next.res.status).toBe(403);
    const html = await next.res.text();
    expect(html).toContain("さくら商事株式会社 の管理者だけです");
    expect(html).not.toContain("/confirm");
  });

  test("a client may ask only for the scopes it registered", async () => {
    const client = await registered();
    const res = await fetch(
      new URL(
        `/oauth/authorize?${new URLSearchParams({
          client_id: client.client_id,
          response_type: "code",
          redirect_uri: DEV_CALLBACK,
          scope: "payroll:read",
          state: "s",
          code_challenge: "x".repeat(43),
          code_challenge_method: "S256",
        })}`,
        suite.url,
      ),
      { redirect: "manual" },
    );
    expect(res.status).toBe(303);
    const redirected = new URL(res.headers.get("location") ?? "");
    expect(redirected.href.startsWith(DEV_CALLBACK)).toBe(true);
    expect(redirected.searchParams.get("error")).toBe("invalid_scope");
  });
});
