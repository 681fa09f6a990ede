// Add-on registrations as the store makes them for its providers' install and labs apps (RFC 7591 /
// 7592 style at /api/v1/addon_registrations), their state at the suite, what a tenant's add-on gets
// under a registered key, and what SUITE_DATA_FILE and /_test/reset do with them, over real HTTP.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startSuite, type TRunningSuite } from "./app.js";
import { call, REGISTRATION_TOKEN, storeToken, TEST_ENV } from "./test-support.js";

const REGISTRATION = {
  name: "給与ラボ",
  addon_url: "https://payroll-labs.example/suite/addon",
  scope: "payroll:read employees:read",
  software_id: "provider-3",
};

type TRegistered = {
  addon_key: string;
  registration_access_token: string;
  registration_uri: string;
};

let suite: TRunningSuite;
let storeInstallToken: string;

beforeAll(async () => {
  suite = await startSuite({ port: 0 }, TEST_ENV);
  storeInstallToken = await storeToken(suite, "installations");
});

afterAll(async () => {
  await suite.close();
});

beforeEach(async () => {
  await call(suite, "POST", "/_test/reset");
});

function register(body: Record<string, unknown> = REGISTRATION, token = REGISTRATION_TOKEN) {
  return call(suite, "POST", "/api/v1/addon_registrations", token, body);
}

async function registered(body: Record<string, unknown> = REGISTRATION): Promise<TRegistered> {
  const { status, body: answer } = await register(body);
  expect(status).toBe(201);
  return answer as unknown as TRegistered;
}

function manage(method: string, addon: TRegistered, body?: unknown, token = addon.registration_access_token) {
  return call(suite, method, `/api/v1/addon_registrations/${addon.addon_key}`, token, body);
}

function addAddon(tenantId: string, body: Record<string, unknown>, token = storeInstallToken) {
  return call(suite, "POST", `/api/v1/tenants/${tenantId}/addons`, token, body);
}

function setStatus(addonKey: string, status: string) {
  return call(suite, "POST", "/_test/set-addon-status", undefined, { addonKey, status });
}

describe("registering an add-on", () => {
  test("answers the registration with its key, state, registration access token and URI", async () => {
    const { status, body } = await register();
    expect(status).toBe(201);
    expect(body).toEqual({
      addon_key: expect.stringMatching(/^ad_[0-9a-f]{20}$/),
      name: "給与ラボ",
      addon_url: "https://payroll-labs.example/suite/addon",
      scope: "payroll:read employees:read",
      software_id: "provider-3",
      suite_status: "active",
      registration_access_token: expect.any(String),
      registration_uri: `${suite.url}/api/v1/addon_registrations/${String(body.addon_key)}`,
    });
    expect(String(body.registration_access_token).length).toBeGreaterThanOrEqual(32);
    const other = await registered();
    expect(other.addon_key).not.toBe(body.addon_key);
    expect(other.registration_access_token).not.toBe(body.registration_access_token);
  });

  test("needs the registration initial access token", async () => {
    // No Authorization header (an empty token sends none), then another token.
    for (const token of ["", "not-the-registration-token"]) {
      const { status, headers, body } = await register(REGISTRATION, token);
      expect(status).toBe(401);
      expect(body.error).toBe("invalid_token");
      expect(headers.get("www-authenticate")).toContain("Bearer");
    }
  });

  test("accepts http on the loopback addresses, for development", async () => {
    for (const url of ["http://localhost:4000/addon", "http://127.0.0.1/addon"]) {
      expect((await register({ ...REGISTRATION, addon_url: url })).body.addon_url).toBe(url);
    }
  });

  test.each([
    ["plain http on a public host", { addon_url: "http://payroll-labs.example/addon" }, "addon_url"],
    ["http on a private address", { addon_url: "http://192.168.1.10/addon" }, "addon_url"],
    ["a URL that is not one", { addon_url: "payroll-labs" }, "addon_url"],
    ["no addon_url", { addon_url: undefined }, "addon_url"],
    ["a scope outside the catalogue", { scope: "payroll:read payroll:delete" }, "payroll:delete"],
    ["a scope install and labs add-ons may not request", { scope: "payroll:read payroll:write" }, "payroll:write"],
    ["the store's own scope", { scope: "installations" }, "installations"],
    ["no scope", { scope: " " }, "scope"],
    ["an empty name", { name: "" }, "name"],
    ["a name of 101 characters", { name: "あ".repeat(101) }, "name"],
    ["no software_id", { software_id: undefined }, "software_id"],
    ["a software_id of 201 characters", { software_id: "p".repeat(201) }, "software_id"],
  ])("refuses %s with invalid_client_metadata", async (_case, change, named) => {
    const { status, body } = await register({ ...REGISTRATION, ...change });
    expect(status).toBe(400);
    expect(body.error).toBe("invalid_client_metadata");
    expect(body.error_description).toEqual(expect.stringContaining(named));
  });

  test("refuses a body that is not JSON", async () => {
    const res = await fetch(new URL("/api/v1/addon_registrations", suite.url), {
      method: "POST",
      headers: { authorization: `Bearer ${REGISTRATION_TOKEN}`, "content-type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Record<string, unknown>).error).toBe("invalid_request");
  });

  test("answers 405 with Allow for other methods", async () => {
    const list = await call(suite, "GET", "/api/v1/addon_registrations", REGISTRATION_TOKEN);
    expect(list.status).toBe(405);
    expect(list.headers.get("allow")).toBe("POST");
    const addon = await registered();
    const patched = await manage("PATCH", addon, { name: "x" });
    expect(patched.status).toBe(405);
    expect(patched.headers.get("allow")).toBe("GET, PUT, DELETE");
  });
});

describe("managing a registration (RFC 7592 style)", () => {
  test("reads it with its registration access token", async () => {
    const addon = await registered();
    const read = await manage("GET", addon);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      addon_key: addon.addon_key,
      name: "給与ラボ",
      addon_url: "https://payroll-labs.example/suite/addon",
      scope: "payroll:read employees:read",
      software_id: "provider-3",
      suite_status: "active",
    });
  });

  test("answers an unknown key, a wrong token and another add-on's token alike with 401", async () => {
    const addon = await registered();
    const other = await registered();
    const answers = [
      await manage("GET", addon, undefined, "wrong-token"),
      await manage("GET", addon, undefined, other.registration_access_token),
      await manage("GET", { ...addon, addon_key: "ad_00000000000000000000" }),
      await call(suite, "GET", `/api/v1/addon_registrations/${addon.addon_key}`),
      await manage("PUT", addon, { ...REGISTRATION, addon_key: addon.addon_key }, "wrong-token"),
      await manage("DELETE", addon, undefined, other.registration_access_token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: "invalid_token", error_description: "registration access token not found" });
    }
    expect((await manage("GET", addon)).status).toBe(200);
  });

  test("replaces the metadata with PUT naming its addon_key", async () => {
    const addon = await registered();
    const update = {
      addon_key: addon.addon_key,
      name: "給与ラボ Pro",
      addon_url: "https://payroll-labs.example/suite/v2",
      scope: "payroll:read employees:read attendance:write",
      software_id: "provider-3",
    };
    const wrongKey = await manage("PUT", addon, { ...update, addon_key: "ad_00000000000000000000" });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error).toBe("invalid_request");
    expect((await manage("PUT", addon, { ...update, addon_key: undefined })).body.error).toBe("invalid_request");
    const badScope = await manage("PUT", addon, { ...update, scope: "employees:write" });
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toBe("invalid_client_metadata");
    expect((await manage("GET", addon)).body.name).toBe("給与ラボ");

    const updated = await manage("PUT", addon, update);
    expect(updated.status).toBe(200);
    const expected = { ...update, suite_status: "active" };
    expect(updated.body).toEqual(expected);
    expect((await manage("GET", addon)).body).toEqual(expected);
  });

  test("deletes it: 204, then its token reads nothing and its key is no longer the suite's", async () => {
    const addon = await registered();
    expect((await manage("DELETE", addon)).status).toBe(204);
    expect((await manage("GET", addon)).status).toBe(401);
    // The key now names nothing registered here: an install gets the scopes as given.
    const added = await addAddon("t-sakura", {
      appCode: "payroll-labs",
      addonKey: addon.addon_key,
      scopes: ["leave:read"],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ addonKey: addon.addon_key, scopes: ["leave:read"] });
  });
});

describe("the add-on's state at the suite", () => {
  test("a disabled add-on shows it and cannot be added to a tenant until it is active again", async () => {
    const addon = await registered();
    expect(await setStatus(addon.addon_key, "disabled")).toMatchObject({
      status: 200,
      body: { addonKey: addon.addon_key, status: "disabled" },
    });
    expect((await manage("GET", addon)).body.suite_status).toBe("disabled");
    const refused = await addAddon("t-sakura", { appCode: "payroll-labs", addonKey: addon.addon_key });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { message: `add-on ${addon.addon_key} is disabled` } },
    });
    expect((await call(suite, "GET", "/_test/records")).body).toMatchObject({ addons: [] });

    await setStatus(addon.addon_key, "active");
    expect((await manage("GET", addon)).body.suite_status).toBe("active");
    expect((await addAddon("t-sakura", { appCode: "payroll-labs", addonKey: addon.addon_key })).status).toBe(201);
  });

  test("the test API refuses unknown add-ons and states", async () => {
    expect((await setStatus("ad_payroll-labs", "disabled")).status).toBe(404);
    const addon = await registered();
    expect((await setStatus(addon.addon_key, "paused")).status).toBe(422);
    expect((await manage("GET", addon)).body.suite_status).toBe("active");
  });
});

describe("a tenant's add-on under a registered key", () => {
  test("keeps the key and the registration's scopes when none are given", async () => {
    const addon = await registered();
    const added = await addAddon("t-sakura", { appCode: "payroll-labs", addonKey: addon.addon_key });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      tenantId: "t-sakura",
      appCode: "payroll-labs",
      addonKey: addon.addon_key,
      scopes: ["employees:read", "payroll:read"],
      addedBy: "client:hr-app-store",
    });
    const listed = await call(suite, "GET", "/api/v1/tenants/t-sakura/addons", storeInstallToken);
    expect(listed.body).toEqual({ addons: [added.body] });
  });

  test("keeps the scopes given when all are registered, and refuses unregistered ones", async () => {
    const addon = await registered();
    const refused = await addAddon("t-sakura", {
      appCode: "payroll-labs",
      addonKey: addon.addon_key,
      scopes: ["payroll:read", "leave:read", "attendance:write"],
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        error: {
          message: "scopes must be registered for the client",
          items: { scopes: ["attendance:write", "leave:read"] },
        },
      },
    });
    const added = await addAddon("t-sakura", {
      appCode: "payroll-labs",
      addonKey: addon.addon_key,
      scopes: ["payroll:read"],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ addonKey: addon.addon_key, scopes: ["payroll:read"] });
  });

  test("adding again returns the same add-on, with the new scopes when they differ", async () => {
    const addon = await registered();
    const body = { appCode: "payroll-labs", addonKey: addon.addon_key, scopes: ["payroll:read"] };
    const first = await addAddon("t-sakura", body);
    const again = await addAddon("t-sakura", body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const wider = await addAddon("t-sakura", { ...body, scopes: ["employees:read", "payroll:read"] });
    expect(wider.status).toBe(200);
    expect(wider.body).toEqual({ ...first.body, scopes: ["employees:read", "payroll:read"] });
    const operations = (await call(suite, "GET", "/_test/records")).body.operations as Record<string, unknown>[];
    expect(operations.map((o) => [o.type, o.effective])).toEqual([
      ["addon.added", true],
      ["addon.added", false],
      ["addon.updated", true],
    ]);
  });

  test("a key the suite never registered, or none, records the scopes as given", async () => {
    const seeded = await addAddon("t-sakura", {
      appCode: "payroll-labs",
      addonKey: "ad_payroll-labs",
      scopes: ["payroll:write"],
    });
    expect(seeded.status).toBe(201);
    expect(seeded.body).toMatchObject({ addonKey: "ad_payroll-labs", scopes: ["payroll:write"] });
    const plain = await addAddon("t-sakura", { appCode: "kintai-labs" });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ addonKey: null, scopes: [] });
  });

  test("an Idempotency-Key replays the first answer, and refuses other scopes under it", async () => {
    const addon = await registered();
    const post = (scopes: string[]) =>
      fetch(new URL("/api/v1/tenants/t-sakura/addons", suite.url), {
        method: "POST",
        headers: {
          authorization: `Bearer ${storeInstallToken}`,
          "content-type": "application/json",
          "idempotency-key": "k-addon-scopes",
        },
        body: JSON.stringify({ appCode: "payroll-labs", addonKey: addon.addon_key, scopes }),
      });
    const first = await post(["payroll:read"]);
    expect(first.status).toBe(201);
    const replay = await post(["payroll:read"]);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(await first.json());
    expect((await post(["employees:read"])).status).toBe(422);
  });

  test("the store adds an add-on draft to a development tenant with its own token", async () => {
    const token = await storeToken(suite, "installations development_tenants");
    const tenant = await call(suite, "POST", "/api/v1/development_tenants", token, {
      key: "provider-3",
      kind: "development",
      name: "こもれび会計 開発テナント",
      members: [{ email: "dev@komorebi-accounting.example", name: "木下 葵" }],
    });
    expect(tenant.status).toBe(201);
    const addon = await registered();
    const added = await addAddon("dev-provider-3", { appCode: "payroll-labs", addonKey: addon.addon_key }, token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      tenantId: "dev-provider-3",
      addonKey: addon.addon_key,
      scopes: ["employees:read", "payroll:read"],
      addedBy: "client:hr-app-store",
    });
    const listed = await call(suite, "GET", "/api/v1/tenants/dev-provider-3/addons", token);
    expect(listed.body).toEqual({ addons: [added.body] });
  });
});

test("the test API's reset forgets add-on registrations", async () => {
  const addon = await registered();
  await call(suite, "POST", "/_test/reset");
  expect((await manage("GET", addon)).status).toBe(401);
  expect((await setStatus(addon.addon_key, "disabled")).status).toBe(404);
});

describe("SUITE_DATA_FILE", () => {
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), "suite-addons-"));
  });

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  test("registrations survive a restart with their state and tokens, kept only as digests", async () => {
    const dataFile = join(directory, "suite.json");
    const first = await startSuite({ port: 0, dataFile }, TEST_ENV);
    const created = await call(first, "POST", "/api/v1/addon_registrations", REGISTRATION_TOKEN, REGISTRATION);
    const addon = created.body as unknown as TRegistered;
    await call(first, "POST", "/_test/set-addon-status", undefined, { addonKey: addon.addon_key, status: "disabled" });
    await first.close();
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(dataFile, "utf8")).not.toContain(addon.registration_access_token);

    const second = await startSuite({ port: 0, dataFile }, TEST_ENV);
    try {
      const path = `/api/v1/addon_registrations/${addon.addon_key}`;
      const read = await call(second, "GET", path, addon.registration_access_token);
      expect(read).toMatchObject({
        status: 200,
        body: { addon_key: addon.addon_key, name: "給与ラボ", suite_status: "disabled" },
      });
      const install = await call(
        second,
        "POST",
        "/api/v1/tenants/t-sakura/addons",
        await storeToken(second, "installations"),
        { appCode: "payroll-labs", addonKey: addon.addon_key },
      );
      expect(install.status).toBe(403);
      await call(second, "POST", "/_test/reset");
      expect((await call(second, "GET", path, addon.registration_access_token)).status).toBe(401);
    } finally {
      await second.close();
    }
    const third = await startSuite({ port: 0, dataFile }, TEST_ENV);
    try {
      const path = `/api/v1/addon_registrations/${addon.addon_key}`;
      expect((await call(third, "GET", path, addon.registration_access_token)).status).toBe(401);
    } finally {
      await third.close();
    }
  });
});
