// The suite's permission catalogue (GET /api/v1/scopes) and connections that carry the scopes a
// tenant granted, over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startSuite, type TRunningSuite } from "./app.js";
import { SCOPE_LOCALES } from "./scopes.js";
import { call, REGISTRATION_TOKEN, storeToken, TEST_ENV } from "./test-support.js";

let suite: TRunningSuite;

beforeAll(async () => {
  suite = await startSuite({ port: 0 }, TEST_ENV);
});

afterAll(async () => {
  await suite.close();
});

type TCatalogueScope = {
  name: string;
  resource: string;
  access: string;
  label: Record<string, string>;
  description: Record<string, string>;
};

describe("scope catalogue", () => {
  test("is public, cacheable for five minutes, and lists the twelve scopes", async () => {
    const { status, headers, body } = await call(suite, "GET", "/api/v1/scopes");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(body.version).toBe("2026-11-01");
    const scopes = body.scopes as TCatalogueScope[];
    expect(scopes.map((scope) => scope.name)).toEqual([
      "employees:read",
      "employees:write",
      "departments:read",
      "departments:write",
      "attendance:read",
      "attendance:write",
      "payroll:read",
      "payroll:write",
      "leave:read",
      "leave:write",
      "evaluations:read",
      "evaluations:write",
    ]);
    expect(scopes[0]).toMatchObject({
      resource: "employees",
      access: "read",
      label: { ja: "従業員情報の参照", "en-us": "Read employee records" },
    });
    for (const scope of scopes) expect(scope.name).toBe(`${scope.resource}:${scope.access}`);
  });

  test("labels and explains every scope in the nine locales, each in its own words", async () => {
    const scopes = (await call(suite, "GET", "/api/v1/scopes")).body.scopes as TCatalogueScope[];
    for (const scope of scopes) {
      for (const field of [scope.label, scope.description]) {
        expect(Object.keys(field).sort()).toEqual([...SCOPE_LOCALES].sort());
        for (const locale of SCOPE_LOCALES) expect(field[locale]?.trim()).not.toBe("");
        // Nine translations, not one text copied: only zh-cn and zh-tw may share a short label.
        expect(new Set(Object.values(field)).size).toBeGreaterThanOrEqual(8);
      }
      expect(scope.label["ja-easy"]).not.toBe(scope.label.ja);
    }
    const labels = scopes.map((scope) => scope.label.ja);
    expect(new Set(labels).size).toBe(12);
  });

  test("says which scopes each integration type may request", async () => {
    const { integrationTypes } = (await call(suite, "GET", "/api/v1/scopes")).body as {
      integrationTypes: Record<string, string[]>;
    };
    expect(integrationTypes.connect).toHaveLength(12);
    expect(integrationTypes.adapt).toEqual(integrationTypes.connect);
    const limited = [
      "employees:read",
      "departments:read",
      "attendance:read",
      "payroll:read",
      "leave:read",
      "evaluations:read",
      "attendance:write",
      "leave:write",
    ];
    expect(integrationTypes.install?.sort()).toEqual([...limited].sort());
    expect(integrationTypes.suite_labs?.sort()).toEqual([...limited].sort());
    expect(integrationTypes.suite_option).toEqual([]);
  });

  test("every catalogue scope is one the OpenID provider supports", async () => {
    const discovery = await call(suite, "GET", "/.well-known/openid-configuration");
    const supported = discovery.body.scopes_supported as string[];
    expect(supported).toEqual(expect.arrayContaining(["employees:read", "evaluations:write", "development_tenants"]));
  });
});

describe("connections carry scopes", () => {
  let token: string;
  let clientId: string;

  beforeAll(async () => {
    token = await storeToken(suite, "installations");
    const registration = await call(suite, "POST", "/oauth/register", REGISTRATION_TOKEN, {
      client_name: "勤怠プラス",
      redirect_uris: ["https://kintai.example/callback"],
      scope: "employees:read attendance:read attendance:write",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    });
    expect(registration.status).toBe(201);
    clientId = String(registration.body.client_id);
  });

  beforeEach(async () => {
    await call(suite, "POST", "/_test/reset");
  });

  const grant = (tenantId: string, client: string, body: unknown, key?: string) =>
    fetch(new URL(`/api/v1/tenants/${tenantId}/connections/${client}`, suite.url), {
      method: "PUT",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

  async function operations() {
    return (await call(suite, "GET", "/_test/records")).body.operations as Record<string, unknown>[];
  }

  test("a registered client is granted scopes it registered; they replace the old ones on a new grant", async () => {
    const first = await grant("t-sakura", clientId, { scopes: ["attendance:write", "employees:read"] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      tenantId: "t-sakura",
      oauthClientId: clientId,
      appCode: null,
      scopes: ["attendance:write", "employees:read"],
    });

    const same = await grant("t-sakura", clientId, { scopes: ["employees:read", "attendance:write"] });
    expect(same.status).toBe(200);
    const more = await grant("t-sakura", clientId, {
      scopes: ["employees:read", "attendance:read", "attendance:write"],
    });
    expect(more.status).toBe(200);
    expect(more.body.scopes).toEqual(["attendance:read", "attendance:write", "employees:read"]);
    expect(more.body.grantedAt).toBe(first.body.grantedAt);

    expect((await operations()).map((op) => [op.type, op.effective])).toEqual([
      ["connection.granted", true],
      ["connection.granted", false],
      ["connection.updated", true],
    ]);
    const listed = await call(suite, "GET", "/api/v1/tenants/t-sakura/connections", token);
    expect(listed.body.connections).toEqual([more.body]);
  });

  test("scopes the client did not register are refused with 422 naming them", async () => {
    const refused = await grant("t-sakura", clientId, { scopes: ["employees:read", "payroll:read", "leave:write"] });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: {
        message: "scopes must be registered for the client",
        items: { scopes: ["leave:write", "payroll:read"] },
      },
    });
    expect((await call(suite, "GET", "/api/v1/tenants/t-sakura/connections", token)).body.connections).toEqual([]);
  });

  test.each([[{ scopes: "employees:read" }], [{ scopes: [1] }], [{ scopes: ["two words"] }]])(
    "refuses malformed scopes %j",
    async (body) => {
      const refused = await grant("t-sakura", clientId, body);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        error: { message: "scopes must be a list of scope names", items: { scopes: ["is invalid"] } },
      });
    },
  );

  test("a client the suite never registered gets the scopes as given, none by default", async () => {
    const bare = await grant("t-aozora", "client-kintai", { appCode: "kintai-plus" });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ oauthClientId: "client-kintai", appCode: "kintai-plus", scopes: [] });
    const given = await grant("t-aozora", "client-kintai", { appCode: "kintai-plus", scopes: ["anything:read"] });
    expect(given.status).toBe(200);
    expect(given.body.scopes).toEqual(["anything:read"]);
    // Granting again without scopes keeps those granted.
    const again = await grant("t-aozora", "client-kintai", { appCode: "kintai-plus" });
    expect(again.body.scopes).toEqual(["anything:read"]);
  });

  test("the Idempotency-Key fingerprint includes the scopes", async () => {
    const first = await grant("t-sakura", clientId, { scopes: ["employees:read"] }, "grant-scopes-1");
    expect(first.status).toBe(201);
    const replay = await grant("t-sakura", clientId, { scopes: ["employees:read"] }, "grant-scopes-1");
    expect(replay).toEqual(first);
    const other = await grant("t-sakura", clientId, { scopes: ["attendance:read"] }, "grant-scopes-1");
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: { message: "Idempotency-Key was already used for a different request" } });
  });
});
