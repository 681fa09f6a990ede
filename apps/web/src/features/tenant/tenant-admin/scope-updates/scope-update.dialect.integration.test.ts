// Issue 27 item 4 through the real route handlers, against the stand-in parent service started
// in-process and a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): an install
// grants the scopes its apps ask (the union for a shared provider account) and records them; an
// approved update that asks for more waits for the admin, who approves (granted again at the parent
// service), keeps the old grant or disconnects; the admins get one mail per tenant.
import type { TDbHandle } from "@store/db/client";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { apps } from "@store/db/schema/apps";
import { jobs } from "@store/db/schema/jobs";
import { installations, operationLogs } from "@store/db/schema/tenants";
import { seedApp } from "@store/db/seed/apps";
import { seedOauthClient, seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { emptyIntegration } from "@store/domain/schemas/app-content";
import { and, asc, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInThroughSuite, TestBrowser } from "@/features/tenant/auth/testing/auth-harness";
import type { TMail } from "@/server/jobs/mail";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";

const STORE = "http://localhost:3996";
const SECRET = "integration-test-secret-for-scopes-0123456789";

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
const { authOptions } = await import("@/server/tenant-session/session");
const appsRoute = await import("@/app/api/tenant_admin/apps/route");
const scopeRoute = await import("@/app/api/tenant_admin/apps/[code]/scope_update/route");
const { listScopeUpdates } = await import("./list-scope-updates");
const { enqueueScopeUpdateMail, sendScopeUpdateMails } = await import("./scope-update-mail");
const { installConsent } = await import("../installations/install-consent");
const { registerAddon } = await import("@/server/suite/addon-registration");

let handle: TDbHandle;
const sessions = new Map<string, string>();
const ADMIN = "u-suzuki:t-aozora";
const TENANT = "t-aozora";
const MEMBER_ELSEWHERE = "u-yamada:t-sakura";

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
  const headers = new Headers({ "user-agent": "IntegrationTest/1.0" });
  if (init.cookie) headers.set("cookie", `${SESSION_COOKIE_NAME}=${init.cookie}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(path, STORE), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function install(code: string) {
  const response = await appsRoute.POST(
    request("/api/tenant_admin/apps", { cookie: await signIn(ADMIN), method: "POST", body: { code } }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
}

async function decide(pick: string, code: string, decision: string) {
  const response = await scopeRoute.POST(
    request(`/api/tenant_admin/apps/${code}/scope_update`, {
      cookie: await signIn(pick),
      method: "POST",
      body: { decision },
    }),
    { params: Promise.resolve({ code }) },
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

type TRecords = { connections: { tenantId: string; oauthClientId: string; scopes: string[] }[] };

async function connectionScopes(oauthClientId: string): Promise<string[] | undefined> {
  const records = (await (await fetch(new URL("/_test/records", suite.url))).json()) as TRecords;
  return records.connections.find((c) => c.tenantId === TENANT && c.oauthClientId === oauthClientId)?.scopes;
}

/** The tenant's add-on of the app at the parent service: the registration it names and the scopes it holds. */
async function addonAtSuite(appCode: string) {
  const records = (await (await fetch(new URL("/_test/records", suite.url))).json()) as {
    addons: { tenantId: string; appCode: string; addonKey?: string; scopes: string[] }[];
  };
  const addon = records.addons.find((a) => a.tenantId === TENANT && a.appCode === appCode);
  return addon && { addonKey: addon.addonKey, scopes: addon.scopes };
}

/** Registers an add-on at the parent service and points the app's content at it, as an approval would. */
async function registerAddonOf(code: string, scopes: string[]): Promise<string> {
  const { addon } = await registerAddon({
    name: "登録アドオン",
    addonUrl: "https://addon.scopes.example/entry",
    scopes,
    softwareId: "provider-scopes",
  });
  await handle.db
    .update(apps)
    .set({ content: sql`jsonb_set(${apps.content}, '{integration,addonKey}', to_jsonb(${addon.addonKey}::text))` })
    .where(eq(apps.code, code));
  return addon.addonKey;
}

async function granted(code: string) {
  const [row] = await handle.db
    .select({ granted: installations.grantedScopes, declined: installations.declinedScopes })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(and(eq(installations.tenantId, TENANT), eq(apps.code, code)));
  return row;
}

async function logs() {
  return handle.db
    .select({ type: operationLogs.operationType, names: operationLogs.appNames, scopes: operationLogs.scopes })
    .from(operationLogs)
    .where(eq(operationLogs.tenantId, TENANT))
    .orderBy(asc(operationLogs.id));
}

/** What an approved change does to the live app's content: its scopes become these. */
async function setScopes(code: string, scopes: string[]) {
  await handle.db
    .update(apps)
    .set({ content: sql`jsonb_set(${apps.content}, '{integration,scopes}', ${JSON.stringify(scopes)}::jsonb)` })
    .where(eq(apps.code, code));
}

const integration = (scopes: string[]) => ({ ...emptyIntegration(), scopes });

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const db = handle.db;
  const provider = await seedProvider(db, { name: "権限テスト提供会社", email: "scopes@test.example" });
  const client = async (clientId: string) =>
    (await seedOauthClient(db, { appProviderId: provider.id, clientId, name: clientId })).id;
  const shared = await client("client-scope-shared");
  const base = { appProviderId: provider.id, integrationType: "connect" as const };
  await seedApp(db, {
    ...base,
    code: "scope-connect",
    name: "権限連携",
    oauthClientId: await client("client-scope-connect"),
    integration: integration(["employees:read", "departments:read"]),
  });
  await seedApp(db, {
    ...base,
    code: "scope-shared-a",
    name: "共有権限A",
    oauthClientId: shared,
    integration: integration(["employees:read"]),
  });
  await seedApp(db, {
    ...base,
    code: "scope-shared-b",
    name: "共有権限B",
    oauthClientId: shared,
    integration: integration(["attendance:read"]),
  });
  await seedApp(db, {
    appProviderId: provider.id,
    code: "scope-addon",
    name: "権限アドオン",
    integrationType: "install",
    integration: integration(["leave:read"]),
  });
  for (const code of ["scope-registered-addon", "scope-refused-addon"]) {
    await seedApp(db, {
      appProviderId: provider.id,
      code,
      name: `登録アドオン ${code}`,
      integrationType: "install",
      integration: integration(["leave:read"]),
    });
  }
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

beforeEach(async () => {
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
});

describe("an install grants the scopes its apps ask", () => {
  it("lists them for the install dialog in the viewer's language, grouped", async () => {
    const consent = await installConsent(handle.db, { code: "scope-connect", locale: "en-us" });
    expect(consent?.catalogueMissing).toBe(false);
    expect(consent?.read.map((view) => view.name)).toEqual(["employees:read", "departments:read"]);
    expect(consent?.read[0]?.label).toBe("Read employee records");
    expect(consent?.write).toEqual([]);
    // A shared provider account: one grant covers what every app of it asks.
    const sharedConsent = await installConsent(handle.db, { code: "scope-shared-a", locale: "ja" });
    expect(sharedConsent?.read.map((view) => view.name).sort()).toEqual(["attendance:read", "employees:read"]);
  });

  it("sends them to the parent service and records them on the installations and the log", async () => {
    await install("scope-connect");
    expect(await connectionScopes("client-scope-connect")).toEqual(["departments:read", "employees:read"]);
    expect((await granted("scope-connect"))?.granted).toEqual(["departments:read", "employees:read"]);
    const last = (await logs()).at(-1);
    expect(last).toEqual({ type: "connect", names: ["権限連携"], scopes: ["departments:read", "employees:read"] });
  });

  it("grants the union for a shared provider account, on each installation it creates", async () => {
    await install("scope-shared-a");
    expect(await connectionScopes("client-scope-shared")).toEqual(["attendance:read", "employees:read"]);
    expect((await granted("scope-shared-a"))?.granted).toEqual(["attendance:read", "employees:read"]);
    expect((await granted("scope-shared-b"))?.granted).toEqual(["attendance:read", "employees:read"]);
  });

  it("records an add-on app's scopes too", async () => {
    await install("scope-addon");
    expect((await granted("scope-addon"))?.granted).toEqual(["leave:read"]);
    expect((await logs()).at(-1)).toMatchObject({ type: "install", scopes: ["leave:read"] });
  });
});

describe("an add-on registered at the parent service (issue 27)", () => {
  it("is added with its scopes there, and an approved update grants the new set there", async () => {
    const addonKey = await registerAddonOf("scope-registered-addon", ["leave:read", "leave:write"]);
    await install("scope-registered-addon");
    expect(await addonAtSuite("scope-registered-addon")).toEqual({ addonKey, scopes: ["leave:read"] });
    await setScopes("scope-registered-addon", ["leave:read", "leave:write"]);
    const approved = await decide(ADMIN, "scope-registered-addon", "approve");
    expect(approved).toEqual({
      status: 200,
      body: { status: "approved", grantedScopes: ["leave:read", "leave:write"] },
    });
    expect(await addonAtSuite("scope-registered-addon")).toEqual({ addonKey, scopes: ["leave:read", "leave:write"] });
  });

  it("is refused by the parent service when it asks scopes the add-on was not registered for", async () => {
    await registerAddonOf("scope-refused-addon", ["leave:read"]);
    await setScopes("scope-refused-addon", ["leave:read", "leave:write"]);
    const response = await appsRoute.POST(
      request("/api/tenant_admin/apps", {
        cookie: await signIn(ADMIN),
        method: "POST",
        body: { code: "scope-refused-addon" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await addonAtSuite("scope-refused-addon")).toBeUndefined();
    expect(await granted("scope-refused-addon")).toBeUndefined();
  });
});

describe("an approved update that asks for more", () => {
  it("waits for the admin: keeping the old grant records the declined set and one log row", async () => {
    await setScopes("scope-addon", ["leave:read", "leave:write"]);
    const [update] = await listScopeUpdates(handle.db, { tenantId: TENANT, locale: "en-us" });
    expect(update?.code).toBe("scope-addon");
    expect(update?.added.write.map((view) => view.name)).toEqual(["leave:write"]);
    expect(update?.kept?.read.map((view) => view.name)).toEqual(["leave:read"]);
    // The grant stays as it was until the admin decides.
    expect((await granted("scope-addon"))?.granted).toEqual(["leave:read"]);

    const before = (await logs()).length;
    const kept = await decide(ADMIN, "scope-addon", "keep");
    expect(kept).toEqual({ status: 200, body: { status: "kept", grantedScopes: ["leave:read"] } });
    expect(await granted("scope-addon")).toEqual({ granted: ["leave:read"], declined: ["leave:read", "leave:write"] });
    const added = await logs();
    expect(added).toHaveLength(before + 1);
    expect(added.at(-1)).toEqual({ type: "scopes_kept", names: ["権限アドオン"], scopes: ["leave:write"] });
    expect(await listScopeUpdates(handle.db, { tenantId: TENANT, locale: "ja" })).toEqual([]);
    // Nothing waits any more: a second answer is a conflict.
    expect((await decide(ADMIN, "scope-addon", "approve")).status).toBe(409);
  });

  it("approving grants the new set at the parent service, records it and writes one log row", async () => {
    await install("scope-connect");
    await setScopes("scope-connect", ["employees:read", "departments:read", "payroll:read"]);
    const approved = await decide(ADMIN, "scope-connect", "approve");
    expect(approved).toEqual({
      status: 200,
      body: { status: "approved", grantedScopes: ["departments:read", "employees:read", "payroll:read"] },
    });
    expect(await connectionScopes("client-scope-connect")).toEqual([
      "departments:read",
      "employees:read",
      "payroll:read",
    ]);
    expect(await granted("scope-connect")).toEqual({
      granted: ["departments:read", "employees:read", "payroll:read"],
      declined: null,
    });
    expect((await logs()).at(-1)).toEqual({ type: "scopes_approved", names: ["権限連携"], scopes: ["payroll:read"] });
  });

  it("disconnecting is the uninstall", async () => {
    await install("scope-connect");
    await setScopes("scope-connect", ["employees:read", "departments:read", "payroll:read", "leave:read"]);
    const answer = await decide(ADMIN, "scope-connect", "disconnect");
    expect(answer).toEqual({ status: 200, body: { status: "disconnected", grantedScopes: [] } });
    expect(await granted("scope-connect")).toBeUndefined();
    expect(await connectionScopes("client-scope-connect")).toBeUndefined();
    expect((await logs()).at(-1)).toMatchObject({ type: "disconnect", names: ["権限連携"] });
  });

  it("refuses an app the tenant has not installed, and a bad decision", async () => {
    expect((await decide(MEMBER_ELSEWHERE, "scope-connect", "approve")).status).toBe(404);
    expect((await decide(ADMIN, "no-such-app", "approve")).status).toBe(404);
    expect((await decide(ADMIN, "scope-connect", "later")).status).toBe(422);
  });

  it("mails each waiting tenant's admins once, with the added scopes' labels and the page to decide on", async () => {
    await install("scope-shared-a");
    await setScopes("scope-shared-b", ["attendance:read", "attendance:write"]);
    await handle.db.transaction(async (tx) => {
      await enqueueScopeUpdateMail(tx, {
        appCode: "scope-shared-b",
        before: ["attendance:read"],
        after: ["attendance:read", "attendance:write"],
        key: "test:1",
      });
      // An update that asks nothing more queues nothing.
      await enqueueScopeUpdateMail(tx, {
        appCode: "scope-shared-b",
        before: ["attendance:read"],
        after: ["attendance:read"],
        key: "test:2",
      });
    });
    const queued = await handle.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "scopeUpdateMail"));
    expect(queued).toEqual([{ payload: { appCode: "scope-shared-b", added: ["attendance:write"], locale: "ja" } }]);

    const sent: TMail[] = [];
    const send = sendScopeUpdateMails({ mailer: () => ({ send: async (mail) => void sent.push(mail) }) });
    const job = {
      id: 1,
      kind: "scopeUpdateMail",
      payload: {},
      attempts: 1,
      maxAttempts: 5,
      idempotencyKey: "scope-update:test:1",
    };
    await send(handle.db, { appCode: "scope-shared-b", added: ["attendance:write"], locale: "ja" }, job as TClaimedJob);
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]?.to)).toContain("suzuki");
    expect(sent[0]?.subject).toContain("共有権限B");
    expect(sent[0]?.text).toContain("勤怠");
    expect(sent[0]?.text).toContain(`${STORE}/tenant_admin`);
  });
});
