// Install, connect and uninstall for the current tenant through the real route handlers, against
// the stand-in parent service started in-process and a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedOauthClient, seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { signInThroughSuite, TestBrowser } from "@/features/tenant/auth/testing/auth-harness";

const STORE = "http://localhost:3997";
const SECRET = "integration-test-secret-for-install-0123456789";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", SECRET);
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
// As behind one proxy: the operation log records the address that proxy appended.
vi.stubEnv("TRUST_PROXY_HOPS", "1");
const { authOptions } = await import("@/server/tenant-session/session");
const appsRoute = await import("@/app/api/tenant_admin/apps/route");
const appRoute = await import("@/app/api/tenant_admin/apps/[code]/route");
const logsRoute = await import("@/app/api/tenant_admin/operation_logs/route");

let handle: TDbHandle;
const sessions = new Map<string, string>();

/** Signs a demo user in through the store's real next-auth options, once per pick. */
async function signIn(pick: string): Promise<string> {
  const known = sessions.get(pick);
  if (known) return known;
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, pick);
  const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
  if (!cookie) throw new Error(`no session for ${pick}`);
  sessions.set(pick, cookie);
  return cookie;
}

function request(path: string, init: { cookie?: string; method?: string; body?: unknown } = {}): NextRequest {
  const headers = new Headers({
    // The client wrote the first address itself; the trusted proxy appended the second.
    "x-forwarded-for": "198.51.100.7, 203.0.113.50",
    "user-agent": "IntegrationTest/1.0",
  });
  if (init.cookie) headers.set("cookie", `${SESSION_COOKIE_NAME}=${init.cookie}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(path, STORE), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const noParams = { params: Promise.resolve({}) };

async function install(pick: string | null, body: unknown) {
  const cookie = pick ? await signIn(pick) : undefined;
  const response = await appsRoute.POST(request("/api/tenant_admin/apps", { cookie, method: "POST", body }), noParams);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function uninstall(pick: string | null, code: string) {
  const cookie = pick ? await signIn(pick) : undefined;
  const response = await appRoute.DELETE(request(`/api/tenant_admin/apps/${code}`, { cookie, method: "DELETE" }), {
    params: Promise.resolve({ code }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

type TGroups = {
  oauthClientGroups: { oauthClientId: string | null; apps: { code: string; addonId: string | null }[] }[];
};

async function installedGroups(pick: string): Promise<TGroups> {
  const response = await appsRoute.GET(request("/api/tenant_admin/apps", { cookie: await signIn(pick) }), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as TGroups;
}

type TLogs = {
  pagination: { count: number; page: number; pages: number; limit: number };
  data: {
    appNames: string[];
    operationType: string;
    suiteUserId: string;
    email: string;
    ipAddress: string;
    userAgent: string;
    message: string;
    tenantId: string;
  }[];
};

async function operationLogs(pick: string, query = ""): Promise<TLogs> {
  const response = await logsRoute.GET(
    request(`/api/tenant_admin/operation_logs${query}`, { cookie: await signIn(pick) }),
    noParams,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TLogs;
}

type TRecords = {
  connections: { tenantId: string; oauthClientId: string }[];
  addons: { tenantId: string; appCode: string; addonId: string }[];
  operations: { type: string; tenantId: string; subject: string | null; effective: boolean }[];
};

async function suiteRecords(): Promise<TRecords> {
  return (await (await fetch(new URL("/_test/records", suite.url))).json()) as TRecords;
}

const ADMIN = "u-suzuki:t-aozora";

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const db = handle.db;
  const provider = await seedProvider(db, { name: "テスト提供会社", email: "provider@test.example" });
  const shared = await seedOauthClient(db, { appProviderId: provider.id, clientId: "client-shared", name: "共有" });
  const own = async (code: string) =>
    (await seedOauthClient(db, { appProviderId: provider.id, clientId: `client-${code}`, name: code })).id;
  const base = { appProviderId: provider.id, termsUrl: "https://provider.test.example/terms" };
  await seedApp(db, { ...base, code: "shared-a", name: "共有A", integrationType: "connect", oauthClientId: shared.id });
  await seedApp(db, { ...base, code: "shared-b", name: "共有B", integrationType: "connect", oauthClientId: shared.id });
  await seedApp(db, {
    ...base,
    code: "shared-draft",
    name: "共有下書き",
    integrationType: "connect",
    status: "draft",
    oauthClientId: shared.id,
  });
  await seedApp(db, {
    ...base,
    code: "connect-app",
    name: "連携アプリ",
    integrationType: "connect",
    oauthClientId: await own("connect-app"),
  });
  await seedApp(db, {
    ...base,
    code: "adapt-app",
    name: "アダプトアプリ",
    integrationType: "adapt",
    url: "https://adapt.test.example/",
    oauthClientId: await own("adapt-app"),
  });
  await seedApp(db, { ...base, code: "addon-app", name: "アドオン", integrationType: "install" });
  await seedApp(db, { ...base, code: "labs-app", name: "ラボ", integrationType: "suite_labs" });
  await seedApp(db, { ...base, code: "option-app", name: "オプション", integrationType: "suite_option" });
  await seedApp(db, {
    ...base,
    code: "option-subscription",
    name: "契約オプション",
    integrationType: "suite_option",
    isSuiteOptionWithSubscription: true,
  });
  await seedApp(db, {
    ...base,
    code: "fixed-app",
    name: "経路検索",
    integrationType: "connect",
    uninstallable: false,
    oauthClientId: await own("fixed-app"),
  });
  await seedApp(db, { ...base, code: "soon-app", name: "近日", integrationType: "install", status: "upcoming" });
  await seedApp(db, {
    ...base,
    code: "data-only",
    name: "データ専用",
    integrationType: "install",
    suiteDataIntegrationOnly: true,
  });
  await seedApp(db, { ...base, code: "suite-data", name: "データ連携", integrationType: "install" });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

beforeEach(async () => {
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

describe("installing for each integration type", () => {
  it("connect grants the app's OAuth client at the parent service and logs a connect", async () => {
    const result = await install(ADMIN, { code: "connect-app", utmSource: "newsletter" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      apps: [
        { code: "connect-app", name: "連携アプリ", integrationType: "connect", addonId: null, uninstallable: true },
      ],
    });
    const records = await suiteRecords();
    expect(records.connections).toEqual([
      expect.objectContaining({ tenantId: "t-aozora", oauthClientId: "client-connect-app" }),
    ]);
    const logs = await operationLogs(ADMIN);
    expect(logs.data[0]).toEqual({
      id: expect.any(Number),
      tenantId: "t-aozora",
      appNames: ["連携アプリ"],
      operationType: "connect",
      suiteUserId: "u-suzuki",
      email: "ichiro.suzuki@aozora-tech.example",
      ipAddress: "203.0.113.50",
      userAgent: "IntegrationTest/1.0",
      message: "「連携アプリ」の連携を許可しました",
      // The app asks no scopes: the grant records none.
      scopes: [],
      operatedAt: expect.any(String),
    });
  });

  it("adapt connects like connect and answers with the app's url", async () => {
    const result = await install(ADMIN, { code: "adapt-app" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ apps: [{ code: "adapt-app", appUrl: "https://adapt.test.example/" }] });
    expect((await suiteRecords()).connections.map((c) => c.oauthClientId)).toEqual(["client-adapt-app"]);
    expect((await operationLogs(ADMIN)).data[0]).toMatchObject({
      operationType: "connect",
      appNames: ["アダプトアプリ"],
    });
  });

  it.each([
    ["addon-app", "アドオン"],
    ["labs-app", "ラボ"],
    ["option-app", "オプション"],
  ])("%s adds an add-on and keeps its id", async (code, name) => {
    const result = await install(ADMIN, { code });
    expect(result.status).toBe(200);
    const [addon] = (await suiteRecords()).addons;
    expect(addon).toMatchObject({ tenantId: "t-aozora", appCode: code });
    expect(result.body).toMatchObject({ apps: [{ code, addonId: addon?.addonId }] });
    expect((await operationLogs(ADMIN)).data[0]).toMatchObject({
      operationType: "install",
      appNames: [name],
      message: `「${name}」を追加しました`,
    });

    expect((await uninstall(ADMIN, code)).status).toBe(204);
    const records = await suiteRecords();
    expect(records.addons).toEqual([]);
    expect(records.operations).toContainEqual(
      expect.objectContaining({ type: "addon.removed", subject: addon?.addonId, effective: true }),
    );
    expect((await operationLogs(ADMIN)).data[0]).toMatchObject({
      operationType: "uninstall",
      message: `「${name}」を削除しました`,
    });
  });

  it("installing an installed app again changes nothing and writes no second log", async () => {
    await install(ADMIN, { code: "labs-app" });
    const before = (await operationLogs(ADMIN)).pagination.count;
    const again = await install(ADMIN, { code: "labs-app" });
    expect(again.status).toBe(200);
    expect((await operationLogs(ADMIN)).pagination.count).toBe(before);
    await uninstall(ADMIN, "labs-app");
  });
});

describe("a shared provider account", () => {
  it("installing one installs its published siblings, grouped together; uninstalling one removes all", async () => {
    const result = await install(ADMIN, { code: "shared-b" });
    expect(result.status).toBe(200);
    expect((result.body.apps as { code: string }[]).map((a) => a.code).sort()).toEqual(["shared-a", "shared-b"]);
    const group = (await installedGroups(ADMIN)).oauthClientGroups.find((g) => g.oauthClientId === "client-shared");
    expect(group?.apps.map((a) => a.code).sort()).toEqual(["shared-a", "shared-b"]);
    expect((await operationLogs(ADMIN)).data[0]).toMatchObject({
      operationType: "connect",
      appNames: ["共有A", "共有B"],
      message: "「共有A」「共有B」の連携を許可しました",
    });

    expect((await uninstall(ADMIN, "shared-a")).status).toBe(204);
    const groups = await installedGroups(ADMIN);
    expect(groups.oauthClientGroups.some((g) => g.oauthClientId === "client-shared")).toBe(false);
    expect((await suiteRecords()).operations).toContainEqual(
      expect.objectContaining({ type: "connection.revoked", tenantId: "t-aozora", subject: "client-shared" }),
    );
    expect((await operationLogs(ADMIN)).data[0]).toMatchObject({
      operationType: "disconnect",
      message: "「共有A」「共有B」の連携を解除しました",
    });
  });
});

describe("refusals", () => {
  it("refuses to uninstall an app that is not uninstallable and keeps it", async () => {
    expect((await install(ADMIN, { code: "fixed-app" })).status).toBe(200);
    const result = await uninstall(ADMIN, "fixed-app");
    expect(result.status).toBe(400);
    // In the viewer's language (Japanese here), never the English log message.
    expect(result.body).toEqual({ error: { code: "BAD_REQUEST", message: expect.stringMatching(/[\u3040-\u30ff]/) } });
    const codes = (await installedGroups(ADMIN)).oauthClientGroups.flatMap((g) => g.apps.map((a) => a.code));
    expect(codes).toContain("fixed-app");
    expect((await suiteRecords()).operations.some((op) => op.type === "connection.revoked")).toBe(false);
  });

  it("answers 404 to uninstalling an app that is not installed", async () => {
    expect((await uninstall(ADMIN, "addon-app")).status).toBe(404);
  });

  it.each([
    ["a visitor", null, 401],
    ["a tenant user", "u-sato:t-sakura", 403],
    ["an admin of another tenant acting where she is a user", "u-yamada:t-aozora", 403],
  ])("refuses %s with %i and calls nothing", async (_who, pick, status) => {
    expect((await install(pick, { code: "addon-app" })).status).toBe(status);
    expect((await uninstall(pick, "addon-app")).status).toBe(status);
    expect((await suiteRecords()).operations.filter((op) => op.type !== "tenant.switched")).toEqual([]);
  });

  it.each([
    [{}, "code"],
    [{ code: "" }, "code"],
    [{ code: "addon-app", utmSource: 3 }, "utmSource"],
  ])("answers 422 naming the field to the body %o", async (body, field) => {
    const result = await install(ADMIN, body);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      error: { code: "UNPROCESSABLE", items: { [field]: expect.any(Array) } },
    });
  });

  it.each([
    ["an unknown app", "no-such-app", 404],
    ["a draft", "shared-draft", 404],
    ["an upcoming app", "soon-app", 400],
    ["an option with subscription", "option-subscription", 400],
    ["a data-integration-only app without the data app", "data-only", 400],
  ])("refuses %s", async (_what, code, status) => {
    expect((await install(ADMIN, { code })).status).toBe(status);
  });

  it("installs a data-integration-only app once the data app is there", async () => {
    expect((await install(ADMIN, { code: "suite-data" })).status).toBe(200);
    expect((await install(ADMIN, { code: "data-only" })).status).toBe(200);
    await uninstall(ADMIN, "data-only");
    await uninstall(ADMIN, "suite-data");
  });
});

describe("the parent service's refusals map through SPEC §8", () => {
  async function tenantRows(tenantId: string) {
    const installations = await handle.db.query.installations.findMany({
      where: (i, { eq }) => eq(i.tenantId, tenantId),
    });
    const logs = await handle.db.query.operationLogs.findMany({ where: (l, { eq }) => eq(l.tenantId, tenantId) });
    return { installations, logs };
  }

  it("the payment-failed tenant → 402 with the payment message in Japanese, nothing installed or logged", async () => {
    const result = await install("u-takahashi:t-kaede", { code: "addon-app" });
    expect(result.status).toBe(402);
    expect(result.body).toEqual({ error: { code: "PAYMENT_REQUIRED", message: expect.stringContaining("お支払い") } });
    expect(await tenantRows("t-kaede")).toEqual({ installations: [], logs: [] });
  });

  it.each([
    ["the IP-restricted tenant", "u-ito:t-minato"],
    ["the inactive tenant", "u-watanabe:t-hoshi"],
  ])("%s, whose admin the suite does not confirm at sign-in, is refused with 403", async (_what, pick) => {
    const result = await install(pick, { code: "addon-app" });
    expect(result.status).toBe(403);
    expect((await suiteRecords()).operations.filter((op) => op.type.startsWith("addon"))).toEqual([]);
  });

  it("a token the suite no longer knows → 401 invalid access token", async () => {
    sessions.delete("u-suzuki:t-aozora");
    const cookie = await signIn(ADMIN);
    sessions.delete("u-suzuki:t-aozora");
    await fetch(new URL("/_test/invalidate-tokens", suite.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: "u-suzuki" }),
    });
    const response = await appsRoute.POST(
      request("/api/tenant_admin/apps", { cookie, method: "POST", body: { code: "addon-app" } }),
      noParams,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "ログインの有効期限が切れました。もう一度ログインしてください。" },
    });
    expect((await suiteRecords()).addons).toEqual([]);
  });

  it("an expired token is refreshed and the install goes through", async () => {
    await signIn(ADMIN);
    await fetch(new URL("/_test/expire-tokens", suite.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: "u-suzuki" }),
    });
    const result = await install(ADMIN, { code: "addon-app" });
    expect(result.status).toBe(200);
    expect((await suiteRecords()).addons).toEqual([expect.objectContaining({ appCode: "addon-app" })]);
    expect((await uninstall(ADMIN, "addon-app")).status).toBe(204);
  });
});

describe("operation logs", () => {
  it("are the tenant's own, newest first and paged", async () => {
    await install(ADMIN, { code: "addon-app" });
    await uninstall(ADMIN, "addon-app");
    const all = await operationLogs(ADMIN);
    expect(all.data.every((log) => log.tenantId === "t-aozora")).toBe(true);
    expect(all.data[0]?.operationType).toBe("uninstall");
    expect(all.data[1]?.operationType).toBe("install");
    const page = await operationLogs(ADMIN, "?page=2&limit=1");
    expect(page.pagination).toEqual({ count: all.pagination.count, page: 2, pages: all.pagination.count, limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.message).toBe(all.data[1]?.message);
  });

  it("refuses a tenant user", async () => {
    const response = await logsRoute.GET(
      request("/api/tenant_admin/operation_logs", { cookie: await signIn("u-sato:t-sakura") }),
      noParams,
    );
    expect(response.status).toBe(403);
  });
});
