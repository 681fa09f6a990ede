// GET /api/ops/analytics and its CSV through the real route handlers (issue 29): only an operator
// reads them; the store's figures hold every provider's, a provider's only its own (an unknown one
// answers 404); the top searches are the store's; the review times count the decisions of the
// period from submission to decision and the queue as it is; no generated query gives a 5xx.
import type { TDbHandle } from "@store/db/client";
import { rollUpListingScopes } from "@store/db/queries/listing-events";
import { recordSearchQuery } from "@store/db/queries/search-queries";
import { listingEventDays, listingEvents } from "@store/db/schema/listing-events";
import { seedOperator } from "@store/db/seed/accounts";
import { seedApp } from "@store/db/seed/apps";
import { seedDraftApp } from "@store/db/seed/drafts";
import { emptyAppContent } from "@store/domain/schemas/app-content";
import { japanDay } from "@store/domain/analytics/analytics-query";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { seedProviderWithUser } from "../../../portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3994";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-store-analytics");
vi.stubEnv("LOG_LEVEL", "fatal");
const { GET } = await import("@/app/api/ops/analytics/route");
const { GET: EXPORT } = await import("@/app/api/ops/analytics/export/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

const TENANT = "tenant-never-shown-ops-29";
const HOUR = 3_600_000;
let handle: TDbHandle;
const cookies = { operator: "", provider: "" };
const ids = { providerA: 0, providerB: 0 };
const now = new Date();
const today = japanDay(now);

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const operator = await seedOperator(handle.db, {
    name: "分析 花子",
    email: "ops@analytics.example",
    passwordHash: "x",
  });
  const opsSession = await openAccountSession(handle.db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "test",
    ipAddress: null,
  });
  cookies.operator = `${ACCOUNT_SESSION_COOKIE.operator}=${opsSession.token}`;
  const a = await seedProviderWithUser(handle.db, { name: "ストア分析A" });
  const b = await seedProviderWithUser(handle.db, { name: "ストア分析B" });
  ids.providerA = a.provider.id;
  ids.providerB = b.provider.id;
  const providerSession = await openAccountSession(handle.db, {
    audience: "providerUser",
    accountId: a.principal.providerUserId,
    userAgent: "test",
    ipAddress: null,
  });
  cookies.provider = `${ACCOUNT_SESSION_COOKIE.providerUser}=${providerSession.token}`;
  const app = (appProviderId: number, code: string) =>
    seedApp(handle.db, { appProviderId, code, name: code, integrationType: "connect", status: "published" });
  const appA = (await app(ids.providerA, "store-analytics-a")).id;
  const appB = (await app(ids.providerB, "store-analytics-b")).id;
  await handle.db.insert(listingEventDays).values([
    { scope: "app", scopeId: appA, day: today, kind: "view", count: 12 },
    { scope: "app", scopeId: appA, day: today, kind: "connect", count: 2 },
    { scope: "app", scopeId: appB, day: today, kind: "view", count: 30 },
  ]);
  await rollUpListingScopes(handle.db);
  await handle.db.insert(listingEvents).values({ appId: appA, kind: "connect", tenantId: TENANT });
  for (const [query, found] of [
    ["給与", true],
    ["給与", true],
    ["ドローン", false],
  ] as const)
    await recordSearchQuery(handle.db, { query, found });
  // Provider A: one request approved after 10 hours, one rejected after 30, one waiting 5 hours.
  // Provider B: one approved after 2 hours.
  const draft = (appProviderId: number, code: string, status: "approved" | "rejected" | "pending", waited: number) =>
    seedDraftApp(handle.db, {
      appId: null,
      appProviderId,
      content: { ...emptyAppContent(), name: code, code },
      changeRequestStatus: status,
      merged: status === "approved",
      submittedAt: new Date(now.getTime() - waited * HOUR - (status === "pending" ? 0 : HOUR)),
      reviewedAt: status === "pending" ? null : new Date(now.getTime() - HOUR),
    });
  await draft(ids.providerA, "review-a1", "approved", 10);
  await draft(ids.providerA, "review-a2", "rejected", 30);
  await draft(ids.providerA, "review-a3", "pending", 5);
  await draft(ids.providerB, "review-b1", "approved", 2);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

function request(path: string, init: { cookie?: string; locale?: string } = {}) {
  const headers = new Headers({ "accept-language": init.locale ?? "ja" });
  if (init.cookie) headers.set("cookie", init.cookie);
  return new NextRequest(`${STORE}${path}`, { method: "GET", headers });
}
const none = { params: Promise.resolve({}) };
const get = (query: string, cookie = cookies.operator) => GET(request(`/api/ops/analytics${query}`, { cookie }), none);

describe(`GET /api/ops/analytics on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("gives the whole store's figures, top searches and review times to an operator, naming no tenant", async () => {
    const response = await get("?range=7");
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.provider).toBeNull();
    expect(body.totals).toMatchObject({ view: 42, connect: 2 });
    expect(body.funnel.installs).toBe(2);
    expect(body.searches).toEqual({
      withResults: [{ query: "給与", count: 2 }],
      withoutResults: [{ query: "ドローン", count: 1 }],
    });
    expect(body.review).toEqual({
      decided: { approved: 2, rejected: 1, backToDraft: 0 },
      medianHours: 10,
      p90Hours: 26,
      waiting: 1,
      oldestWaitingHours: 5,
    });
    expect(text).not.toContain(TENANT);
  });

  it("narrows the figures and the review times to one provider, not the searches; 404 for no such provider", async () => {
    const body = await (await get(`?providerId=${ids.providerB}&range=7`)).json();
    expect(body.provider).toEqual({ id: ids.providerB, name: "ストア分析B" });
    expect(body.totals.view).toBe(30);
    expect(body.review).toMatchObject({ decided: { approved: 1, rejected: 0, backToDraft: 0 }, medianHours: 2 });
    expect(body.review.waiting).toBe(0);
    expect(body.searches.withResults).toEqual([{ query: "給与", count: 2 }]);
    expect((await get("?providerId=999999")).status).toBe(404);
  });

  it("refuses a visitor and a provider's user", async () => {
    expect((await GET(request("/api/ops/analytics"), none)).status).toBe(401);
    expect((await get("", cookies.provider)).status).toBe(401);
    expect((await EXPORT(request("/api/ops/analytics/export", { cookie: cookies.provider }), none)).status).toBe(401);
  });

  it("exports the figures as a CSV for Excel, labelled in the viewer's language", async () => {
    const response = await EXPORT(
      request(`/api/ops/analytics/export?providerId=${ids.providerA}&range=7`, {
        cookie: cookies.operator,
        locale: "en-US",
      }),
      none,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`analytics-provider-${ids.providerA}-`);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toMatch(/^Date \(Japan time\),Views,/);
    expect(text).toContain(`${today},12,0,0,0,0,0,0,2,0,0`);
  });

  it("gives no 5xx for generated queries", async () => {
    const value = fc.oneof(
      fc.constantFrom("", "7", "30", "custom", "0", "-1", "1e3", "2026-02-30", today, "9999-12-31", "0001-01-01"),
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom("providerId", "range", "from", "to", "x"), value), { maxLength: 5 })
      .map((pairs) => `?${new URLSearchParams(pairs)}`);
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        expect((await get(q)).status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});
