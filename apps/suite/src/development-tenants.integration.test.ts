// Development and review tenants the store creates for its providers (POST /api/v1/development_tenants),
// their members signing in like demo users, and what SUITE_DATA_FILE keeps across a restart.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startSuite, type TRunningSuite } from "./app.js";
import {
  basic,
  call,
  form,
  formAction,
  location,
  REGISTRATION_TOKEN,
  STORE_CLIENT_ID,
  STORE_CLIENT_SECRET,
  STORE_REDIRECT_URI,
  startSignIn,
  storeToken,
  TEST_ENV,
  type TSignIn,
  tokenRequest,
} from "./test-support.js";

const REQUEST = {
  key: "provider-3",
  kind: "development",
  name: "こもれび会計 開発テナント",
  members: [{ email: "dev@komorebi-accounting.example", name: "木下 葵" }],
};

/** Signs in to the store's client and returns the access token (the store's sign-in). */
async function storeSignIn(suite: TRunningSuite, signIn: TSignIn) {
  const client = { clientId: STORE_CLIENT_ID, redirectUri: STORE_REDIRECT_URI, scope: "openid profile email" };
  const { jar, next, verifier, signInHtml } = await startSignIn(suite, client, signIn);
  expect(next.res.status).toBe(200);
  const action = new URL(formAction(await next.res.text(), "confirm"), suite.url).href;
  let url = location(await jar.fetch(action, form({})), action);
  while (!url.startsWith(STORE_REDIRECT_URI)) url = location(await jar.fetch(url), url);
  const tokens = await tokenRequest(suite, basic(STORE_CLIENT_ID, STORE_CLIENT_SECRET), {
    grant_type: "authorization_code",
    code: new URL(url).searchParams.get("code") ?? "",
    redirect_uri: STORE_REDIRECT_URI,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return { accessToken: String(tokens.body.access_token), signInHtml };
}

describe("development tenants", () => {
  let suite: TRunningSuite;
  let token: string;

  beforeAll(async () => {
    suite = await startSuite({ port: 0 }, TEST_ENV);
    token = await storeToken(suite, "development_tenants");
  });

  afterAll(async () => {
    await suite.close();
  });

  beforeEach(async () => {
    await call(suite, "POST", "/_test/reset");
  });

  test("creates the tenant with its members as admins, then answers the same one", async () => {
    const created = await call(suite, "POST", "/api/v1/development_tenants", token, REQUEST);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: "dev-provider-3",
      subdomain: "dev-provider-3",
      name: "こもれび会計 開発テナント",
      kind: "development",
      key: "provider-3",
      members: [
        {
          userId: expect.stringMatching(/^u-dev-/),
          email: "dev@komorebi-accounting.example",
          name: "木下 葵",
          admin: true,
        },
      ],
    });
    const again = await call(suite, "POST", "/api/v1/development_tenants", token, REQUEST);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    const read = await call(suite, "GET", "/api/v1/development_tenants/provider-3", token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect((await call(suite, "GET", "/api/v1/development_tenants/provider-4", token)).status).toBe(404);
  });

  test("adds new members on a repeated request, reusing a suite user with the same e-mail", async () => {
    await call(suite, "POST", "/api/v1/development_tenants", token, { ...REQUEST, key: "review-7", kind: "review" });
    const members = [...REQUEST.members, { email: "Hanako.Yamada@sakura-shoji.example", name: "山田 花子" }];
    const again = await call(suite, "POST", "/api/v1/development_tenants", token, {
      ...REQUEST,
      key: "review-7",
      kind: "review",
      members,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: "dev-review-7", kind: "review" });
    expect(again.body.members).toEqual([
      expect.objectContaining({ email: "dev@komorebi-accounting.example" }),
      { userId: "u-yamada", email: "hanako.yamada@sakura-shoji.example", name: "山田 花子", admin: true },
    ]);
  });

  test("its members sign in on the suite's sign-in page and read users/me", async () => {
    const created = await call(suite, "POST", "/api/v1/development_tenants", token, REQUEST);
    const [member] = created.body.members as { userId: string }[];
    const { accessToken, signInHtml } = await storeSignIn(suite, { pick: `${member?.userId}:dev-provider-3` });
    expect(signInHtml).toContain("こもれび会計 開発テナント");
    expect(signInHtml).toContain("木下 葵");
    const me = await call(suite, "GET", "/api/v1/users/me", accessToken);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: member?.userId,
      name: "木下 葵",
      email: "dev@komorebi-accounting.example",
      admin: true,
      tenants: [
        {
          id: "dev-provider-3",
          subdomain: "dev-provider-3",
          name: "こもれび会計 開発テナント",
          active: true,
          admin: true,
        },
      ],
      currentTenantId: "dev-provider-3",
    });
    const withPassword = await storeSignIn(suite, {
      email: "dev@komorebi-accounting.example",
      password: "demo-password",
    });
    expect((await call(suite, "GET", "/api/v1/users/me", withPassword.accessToken)).body.id).toBe(member?.userId);
  });

  test("the test API's reset forgets added tenants and users", async () => {
    await call(suite, "POST", "/api/v1/development_tenants", token, REQUEST);
    await call(suite, "POST", "/_test/reset");
    expect((await call(suite, "GET", "/api/v1/development_tenants/provider-3", token)).status).toBe(404);
    const login = await fetch(new URL("/login", suite.url));
    expect(await login.text()).not.toContain("木下 葵");
  });

  test("needs the store's token with the development_tenants scope", async () => {
    expect((await call(suite, "POST", "/api/v1/development_tenants", undefined, REQUEST)).status).toBe(401);
    expect((await call(suite, "POST", "/api/v1/development_tenants", "not-a-token", REQUEST)).status).toBe(401);
    const installations = await storeToken(suite, "installations");
    const refused = await call(suite, "POST", "/api/v1/development_tenants", installations, REQUEST);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { message: "access to the resource is forbidden" } });
    expect((await call(suite, "GET", "/api/v1/development_tenants/provider-3", installations)).status).toBe(403);
    const user = await storeSignIn(suite, { pick: "u-yamada:t-sakura" });
    expect((await call(suite, "POST", "/api/v1/development_tenants", user.accessToken, REQUEST)).status).toBe(401);
  });

  test.each([
    ["no key", { ...REQUEST, key: undefined }, "key"],
    ["a key with spaces", { ...REQUEST, key: "provider 3" }, "key"],
    ["an unknown kind", { ...REQUEST, kind: "sandbox" }, "kind"],
    ["no name", { ...REQUEST, name: " " }, "name"],
    ["no members", { ...REQUEST, members: [] }, "members"],
    [
      "21 members",
      { ...REQUEST, members: Array.from({ length: 21 }, (_, i) => ({ email: `m${i}@example.com`, name: `M${i}` })) },
      "members",
    ],
    ["a member without e-mail", { ...REQUEST, members: [{ name: "木下 葵" }] }, "members[0].email"],
    ["a member with a bad e-mail", { ...REQUEST, members: [{ email: "dev", name: "木下 葵" }] }, "members[0].email"],
    ["a member without name", { ...REQUEST, members: [{ email: "dev@example.com" }] }, "members[0].name"],
  ])("refuses %s with 422", async (_case, body, field) => {
    const { status, body: answer } = await call(suite, "POST", "/api/v1/development_tenants", token, body);
    expect(status).toBe(422);
    expect(Object.keys((answer.error as { items: Record<string, string[]> }).items)).toEqual([field]);
  });
});

describe("SUITE_DATA_FILE", () => {
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), "suite-data-"));
  });

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  test("registered clients and development tenants survive a restart", async () => {
    const dataFile = join(directory, "suite.json");
    const first = await startSuite({ port: 0, dataFile }, TEST_ENV);
    const registration = await call(first, "POST", "/oauth/register", REGISTRATION_TOKEN, {
      client_name: "勤怠プラス",
      redirect_uris: ["https://kintai.example/callback"],
      scope: "employees:read",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    });
    const clientId = String(registration.body.client_id);
    const rat = String(registration.body.registration_access_token);
    const rotated = await call(first, "POST", `/oauth/register/${clientId}/rotate_secret`, rat, {});
    await call(first, "POST", "/_test/set-client-status", undefined, { clientId, status: "disabled" });
    const devToken = await storeToken(first, "development_tenants");
    const tenant = await call(first, "POST", "/api/v1/development_tenants", devToken, REQUEST);
    await first.close();
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);

    const second = await startSuite({ port: 0, dataFile }, TEST_ENV);
    try {
      const read = await call(second, "GET", `/oauth/register/${clientId}`, rat);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        client_id: clientId,
        client_secret: rotated.body.client_secret,
        suite_status: "disabled",
      });
      await call(second, "POST", "/_test/set-client-status", undefined, { clientId, status: "active" });
      // The old secret is still in its overlap after the restart.
      for (const secret of [String(rotated.body.client_secret), String(registration.body.client_secret)]) {
        const revoke = await fetch(new URL("/oauth/revoke", second.url), {
          ...form({ token: "not-a-token" }),
          headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic(clientId, secret) },
        });
        expect(revoke.status).toBe(200);
      }
      const again = await call(
        second,
        "GET",
        "/api/v1/development_tenants/provider-3",
        await storeToken(second, "development_tenants"),
      );
      expect(again.body).toEqual(tenant.body);
      const [member] = tenant.body.members as { userId: string }[];
      const { accessToken } = await storeSignIn(second, { pick: `${member?.userId}:dev-provider-3` });
      expect((await call(second, "GET", "/api/v1/users/me", accessToken)).body.currentTenantId).toBe("dev-provider-3");
    } finally {
      await second.close();
    }
  });

  test("without it nothing is kept", async () => {
    const first = await startSuite({ port: 0 }, TEST_ENV);
    const devToken = await storeToken(first, "development_tenants");
    expect((await call(first, "POST", "/api/v1/development_tenants", devToken, REQUEST)).status).toBe(201);
    await first.close();
    const second = await startSuite({ port: 0 }, TEST_ENV);
    try {
      const read = await call(
        second,
        "GET",
        "/api/v1/development_tenants/provider-3",
        await storeToken(second, "development_tenants"),
      );
      expect(read.status).toBe(404);
    } finally {
      await second.close();
    }
  });
});
