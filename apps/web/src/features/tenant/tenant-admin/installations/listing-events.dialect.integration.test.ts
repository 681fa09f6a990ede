// Partner analytics (issue 29) of installs and uninstalls: through the real route handlers, against
// the stand-in parent service and a real database, each applied operation records one event per
// app with the tenant and the install's campaign values, and an uninstall's optional reason
// without tenant or person; an uninstall without an answer (or without a body) is the same uninstall.
import type { TDbHandle } from "@store/db/client";
import {
  listingEventDays,
  listingEventHours,
  listingEventSourceDays,
  listingEvents,
  uninstallReasons,
} from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedOauthClient, seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInThroughSuite, TestBrowser } from "@/features/tenant/auth/testing/auth-harness";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";

const STORE = "http://localhost:3993";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-listing-events-0123456");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
const { authOptions } = await import("@/server/tenant-session/session");
const appsRoute = await import("@/app/api/tenant_admin/apps/route");
const appRoute = await import("@/app/api/tenant_admin/apps/[code]/route");

const ADMIN = "u-suzuki:t-aozora";
let handle: TDbHandle;
let cookie = "";
const ids = { addon: 0, connect: 0 };

function request(path: string, method: string, body?: unknown, raw?: string): NextRequest {
  const headers = new Headers({ cookie: `${SESSION_COOKIE_NAME}=${cookie}`, "user-agent": "IntegrationTest/1.0" });
  if (body !== undefined || raw !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(path, STORE), {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

async function install(body: Record<string, unknown>) {
  const response = await appsRoute.POST(request("/api/tenant_admin/apps", "POST", body), {
    params: Promise.resolve({}),
  });
  return response.status;
}

async function uninstall(code: string, body?: unknown, raw?: string) {
  const response = await appRoute.DELETE(request(`/api/tenant_admin/apps/${code}`, "DELETE", body, raw), {
    params: Promise.resolve({ code }),
  });
  return { status: response.status, text: await response.text() };
}

const events = () =>
  handle.db
    .select({
      appId: listingEvents.appId,
      kind: listingEvents.kind,
      tenantId: listingEvents.tenantId,
      utmSource: listingEvents.utmSource,
      utmMedium: listingEvents.utmMedium,
      utmCampaign: listingEvents.utmCampaign,
    })
    .from(listingEvents)
    .orderBy(asc(listingEvents.id));

const reasons = () =>
  handle.db
    .select({ appId: uninstallReasons.appId, reason: uninstallReasons.reason, note: uninstallReasons.note })
    .from(uninstallReasons)
    .orderBy(asc(uninstallReasons.id));

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const db = handle.db;
  const provider = await seedProvider(db, { name: "分析テスト提供会社", email: "analytics@provider.example" });
  const base = { appProviderId: provider.id, termsUrl: "https://provider.test.example/terms" };
  ids.addon = (await seedApp(db, { ...base, code: "ev-addon", name: "分析アドオン", integrationType: "install" })).id;
  const client = await seedOauthClient(db, { appProviderId: provider.id, clientId: "client-ev", name: "ev" });
  ids.connect = (
    await seedApp(db, {
      ...base,
      code: "ev-connect",
      name: "分析連携",
      integrationType: "connect",
      oauthClientId: client.id,
    })
  ).id;
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, ADMIN);
  cookie = browser.storeCookies.get(SESSION_COOKIE_NAME) ?? "";
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await suite.close();
  await handle?.close();
});

beforeEach(async () => {
  await fetch(new URL("/_test/reset", suite.url), { method: "POST" });
  for (const table of [listingEvents, listingEventHours, listingEventDays, listingEventSourceDays, uninstallReasons])
    await handle.db.delete(table);
});

describe("installs and uninstalls as listing events", () => {
  it("an install records one event with the tenant and campaign values, and its source", async () => {
    expect(
      await install({
        code: "ev-addon",
        utmSource: "newsletter",
        utmMedium: "mail",
        utmCampaign: "autumn",
        utmContent: "a",
      }),
    ).toBe(200);
    expect(await events()).toEqual([
      {
        appId: ids.addon,
        kind: "install",
        tenantId: "t-aozora",
        utmSource: "newsletter",
        utmMedium: "mail",
        utmCampaign: "autumn",
      },
    ]);
    const sources = await handle.db
      .select()
      .from(listingEventSourceDays)
      .where(eq(listingEventSourceDays.scope, "app"));
    expect(sources).toEqual([
      expect.objectContaining({ scopeId: ids.addon, kind: "install", utmSource: "newsletter", count: 1 }),
    ]);
    const hours = await handle.db.select().from(listingEventHours);
    expect(hours).toEqual([expect.objectContaining({ appId: ids.addon, kind: "install", count: 1 })]);

    const removed = await uninstall("ev-addon", { reason: "tooExpensive", note: " 予算が足りません " });
    expect(removed.status).toBe(204);
    expect((await events()).map((event) => [event.kind, event.tenantId, event.utmSource])).toEqual([
      ["install", "t-aozora", "newsletter"],
      ["uninstall", "t-aozora", null],
    ]);
    // The reason names the app (and its provider) only: no tenant, no person.
    expect(await reasons()).toEqual([{ appId: ids.addon, reason: "tooExpensive", note: "予算が足りません" }]);
    const [row] = await handle.db.select().from(uninstallReasons);
    expect(Object.keys(row ?? {}).sort()).toEqual(["appId", "appProviderId", "id", "note", "occurredAt", "reason"]);
  });

  it("an uninstall without a body, or with an empty answer, keeps no reason", async () => {
    expect(await install({ code: "ev-addon" })).toBe(200);
    expect((await uninstall("ev-addon")).status).toBe(204);
    expect(await install({ code: "ev-addon" })).toBe(200);
    expect((await uninstall("ev-addon", {})).status).toBe(204);
    expect((await events()).map((event) => event.kind)).toEqual(["install", "uninstall", "install", "uninstall"]);
    // No campaign values: no source row.
    expect(await handle.db.select().from(listingEventSourceDays)).toEqual([]);
    expect(await reasons()).toEqual([]);
  });

  it("a note without a reason is kept as 'other'", async () => {
    expect(await install({ code: "ev-addon" })).toBe(200);
    expect((await uninstall("ev-addon", { note: "社内の方針で" })).status).toBe(204);
    expect(await reasons()).toEqual([{ appId: ids.addon, reason: "other", note: "社内の方針で" }]);
  });

  it("a connection records connect and disconnect", async () => {
    expect(await install({ code: "ev-connect", utmSource: "partner" })).toBe(200);
    expect((await uninstall("ev-connect", { reason: "switchedApp" })).status).toBe(204);
    expect((await events()).map((event) => [event.appId, event.kind, event.tenantId, event.utmSource])).toEqual([
      [ids.connect, "connect", "t-aozora", "partner"],
      [ids.connect, "disconnect", "t-aozora", null],
    ]);
    expect(await reasons()).toEqual([{ appId: ids.connect, reason: "switchedApp", note: "" }]);
  });

  it("refuses a wrong answer without uninstalling or recording anything", async () => {
    expect(await install({ code: "ev-addon" })).toBe(200);
    for (const [body, raw] of [
      [{ reason: "angry" }, undefined],
      [{ note: "x".repeat(501) }, undefined],
      [{ reason: 7 }, undefined],
      [undefined, "{not json"],
    ] as const) {
      const answer = await uninstall("ev-addon", body, raw);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await events()).map((event) => event.kind)).toEqual(["install"]);
    expect(await reasons()).toEqual([]);
    // Still installed: the uninstall goes through afterwards.
    expect((await uninstall("ev-addon", { reason: "notUsed" })).status).toBe(204);
    expect((await events()).map((event) => event.kind)).toEqual(["install", "uninstall"]);
  });

  it("a refused install records nothing", async () => {
    expect(await install({ code: "no-such-app", utmSource: "newsletter" })).toBe(404);
    expect(await events()).toEqual([]);
    expect(await handle.db.select().from(listingEventHours).where(eq(listingEventHours.kind, "install"))).toEqual([]);
  });
});
