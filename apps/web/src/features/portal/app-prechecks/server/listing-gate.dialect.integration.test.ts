// Issue 27: an installable app without a working registration cannot be listed. An operator's
// publish and a change request's approval as published both ask the parent service's stand-in (a
// real server) about the OAuth client or add-on the content names and refuse with 409 naming the gap;
// with a registered, active one and the scopes to ask, the same moves pass. On PGlite and PostgreSQL.
import type { TDb, TDbHandle } from "@store/db/client";
import { findOperatorApp } from "@store/db/queries/operator-apps";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { addonRegistrations, oauthClients } from "@store/db/schema/providers";
import { emptyIntegration, type TContentIntegration } from "@store/domain/schemas/app-content";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3994";
const SECRET = "listing-gate-test-secret-0123456789abcdef";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: vi.fn() }));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`], testApi: true },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", SECRET);
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { seedOperator } = await import("@store/db/seed/accounts");
const { createTestDb } = await import("@store/db/testing/test-db");
const { registerClient } = await import("@/server/suite/client-registration");
const { registerAddon } = await import("@/server/suite/addon-registration");
const { sealSecret } = await import("@/server/sealed-secret");
const { POST: changeStatusRoute } = await import("@/app/api/ops/apps/[id]/status/route");

let handle: TDbHandle;
let db: TDb;
let cookie = "";
let appProviderId = 0;
let serial = 0;

type TAnswer = {
  status: number;
  json: { error?: { message: string; details?: { integration?: { code: string }[] } } };
};

async function publish(appId: number, from: string): Promise<TAnswer> {
  const request = new NextRequest(`${STORE}/api/ops/apps/${appId}/status`, {
    method: "POST",
    headers: new Headers({ origin: STORE, "content-type": "application/json", "accept-language": "en-us", cookie }),
    body: JSON.stringify({ status: "published", from, reason: "掲載の準備ができました" }),
  });
  const response = await changeStatusRoute(request, { params: Promise.resolve({ id: String(appId) }) });
  return { status: response.status, json: await response.json().catch(() => ({})) };
}

/** A client registered at the stand-in and kept as the developer area keeps it. */
async function registeredClient(scopes: string[]) {
  const registration = await registerClient({
    name: "ゲート確認アプリ",
    redirectUris: ["https://gate.example/callback"],
    scopes,
    softwareId: `provider-${appProviderId}`,
  });
  await db.insert(oauthClients).values({
    appProviderId,
    clientId: registration.client.clientId,
    name: "ゲート確認アプリ",
    redirectUris: registration.client.redirectUris,
    registeredScopes: scopes,
    registrationClientUri: registration.registrationClientUri,
    registrationAccessToken: await sealSecret(registration.registrationAccessToken),
    suiteState: "active",
  });
  return registration.client.clientId;
}

/** An add-on registered at the stand-in and kept as the developer area keeps it. */
async function registeredAddon(scopes: string[]) {
  const metadata = { name: "ゲート確認アドオン", addonUrl: "https://addon.gate.example/entry", scopes };
  const { addon, registration } = await registerAddon({ ...metadata, softwareId: `provider-${appProviderId}` });
  await db.insert(addonRegistrations).values({
    appProviderId,
    addonKey: addon.addonKey,
    name: metadata.name,
    addonUrl: metadata.addonUrl,
    registeredScopes: scopes,
    registrationUri: registration.uri,
    registrationAccessToken: await sealSecret(registration.token),
    suiteState: "active",
  });
  return addon.addonKey;
}

async function upcomingApp(integrationType: "connect" | "install", integration: Partial<TContentIntegration>) {
  serial += 1;
  const app = await seedApp(db, {
    appProviderId,
    code: `gate-app-${serial}`,
    name: `ゲート確認アプリ${serial}`,
    integrationType,
    status: "upcoming",
    connection: { image: null, note: null, plans: [], basicItems: [], groupItems: [], customItems: [] },
    integration: { ...emptyIntegration(), ...integration },
  });
  return app.id;
}

const codesOf = (answer: TAnswer) => answer.json.error?.details?.integration?.map((finding) => finding.code) ?? [];
const statusOf = async (appId: number) => (await findOperatorApp(db, { appId }))?.status;

describe(`the listing gate on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    useTestDb(db);
    const operator = await seedOperator(db, { name: "審査 花子", email: "gate@ops.example", passwordHash: "unused" });
    const session = await openAccountSession(db, {
      audience: "operator",
      accountId: operator.id,
      userAgent: "vitest",
      ipAddress: null,
    });
    cookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
    appProviderId = (await seedProvider(db, { name: "ゲート株式会社", email: "info@gate.example" })).id;
  });
  afterAll(async () => {
    useTestDb(undefined);
    await handle.close();
    await suite.close();
  });

  it("refuses to publish a connect app that names no OAuth client, and says so in the operator's language", async () => {
    const appId = await upcomingApp("connect", { scopes: ["employees:read"] });
    const answer = await publish(appId, "upcoming");
    expect(answer.status).toBe(409);
    expect(codesOf(answer)).toEqual(["integrationClientMissing"]);
    expect(answer.json.error?.message).toContain("cannot be published");
    expect(await statusOf(appId)).toBe("upcoming");
  });

  it("refuses a connect app whose client asks no scopes of tenants", async () => {
    const clientId = await registeredClient(["employees:read"]);
    const appId = await upcomingApp("connect", { oauthClientId: clientId, scopes: [] });
    expect(codesOf(await publish(appId, "upcoming"))).toEqual(["integrationScopesMissing"]);
  });

  it("publishes a connect app with a registered, active client and scopes it registered", async () => {
    const clientId = await registeredClient(["employees:read", "attendance:write"]);
    const appId = await upcomingApp("connect", { oauthClientId: clientId, scopes: ["employees:read"] });
    const answer = await publish(appId, "upcoming");
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(await statusOf(appId)).toBe("published");
  });

  it("asks the parent service: a client it disabled, or one it forgot, stops the publish", async () => {
    const clientId = await registeredClient(["employees:read"]);
    const appId = await upcomingApp("connect", { oauthClientId: clientId, scopes: ["employees:read"] });
    const disabled = await fetch(`${suite.url}/_test/set-client-status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientId, status: "disabled" }),
    });
    expect(disabled.status).toBe(200);
    expect(codesOf(await publish(appId, "upcoming"))).toEqual(["integrationClientDisabled"]);
    const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    expect(row?.suiteState).toBe("disabled");
  });

  it("refuses a client of the provider's that asks scopes it never registered", async () => {
    const clientId = await registeredClient(["employees:read"]);
    const appId = await upcomingApp("connect", { oauthClientId: clientId, scopes: ["employees:read", "payroll:read"] });
    expect(codesOf(await publish(appId, "upcoming"))).toEqual(["integrationScopeNotRegistered"]);
  });

  it("needs a registered, active add-on for an install app, and its scopes registered", async () => {
    const missing = await upcomingApp("install", {});
    expect(codesOf(await publish(missing, "upcoming"))).toEqual(["integrationAddonMissing"]);
    const unknown = await upcomingApp("install", { addonKey: "ad_nobody_registered_this" });
    expect(codesOf(await publish(unknown, "upcoming"))).toEqual(["integrationAddonUnknown"]);
    const addonKey = await registeredAddon(["employees:read"]);
    const asksMore = await upcomingApp("install", { addonKey, scopes: ["employees:read", "leave:write"] });
    expect(codesOf(await publish(asksMore, "upcoming"))).toEqual(["integrationScopeNotRegistered"]);
    const given = await upcomingApp("install", { addonKey, scopes: ["employees:read"] });
    const answer = await publish(given, "upcoming");
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(await statusOf(given)).toBe("published");
  });

  it("asks the parent service about the add-on: one it disabled stops the publish", async () => {
    const addonKey = await registeredAddon(["employees:read"]);
    const appId = await upcomingApp("install", { addonKey, scopes: ["employees:read"] });
    const disabled = await fetch(`${suite.url}/_test/set-addon-status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ addonKey, status: "disabled" }),
    });
    expect(disabled.status).toBe(200);
    expect(codesOf(await publish(appId, "upcoming"))).toEqual(["integrationAddonDisabled"]);
    const [row] = await db.select().from(addonRegistrations).where(eq(addonRegistrations.addonKey, addonKey));
    expect(row?.suiteState).toBe("disabled");
  });
});
