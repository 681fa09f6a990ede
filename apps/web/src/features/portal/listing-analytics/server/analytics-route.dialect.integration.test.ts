// GET /api/developers/analytics and its CSV export through the real route handlers (issue 29): the
// provider user's session decides whose figures they are; another provider's app answers 404, a bad
// range 400 naming the field in the viewer's language, no generated query a 5xx; the CSV opens in
// Excel (BOM, CRLF, Japan-time days, labels in the viewer's language) and matches the JSON.
import type { TDbHandle } from "@store/db/client";
import { apps } from "@store/db/schema/apps";
import { recordUninstallReason, rollUpListingScopes } from "@store/db/queries/listing-events";
import { listingEventDays, listingEvents } from "@store/db/schema/listing-events";
import { seedApp } from "@store/db/seed/apps";
import { japanDay } from "@store/domain/analytics/analytics-query";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { seedProviderWithUser } from "../../../portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-listing-analytics");
vi.stubEnv("LOG_LEVEL", "fatal");
const { GET } = await import("@/app/api/developers/analytics/route");
const { GET: EXPORT } = await import("@/app/api/developers/analytics/export/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

const TENANT = "tenant-never-shown-29";
let handle: TDbHandle;
const cookies = { a: "", b: "" };
const ids = { appA: 0, appA2: 0, appB: 0 };
const today = japanDay(new Date());

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const providers = { a: 0, b: 0 };
  for (const key of ["a", "b"] as const) {
    const { provider, principal } = await seedProviderWithUser(handle.db, { name: `分析経路${key}` });
    providers[key] = provider.id;
    const session = await openAccountSession(handle.db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
  const app = (appProviderId: number, code: string) =>
    seedApp(handle.db, { appProviderId, code, name: code, integrationType: "connect", status: "published" });
  ids.appA = (await app(providers.a, "route-analytics-a")).id;
  ids.appA2 = (await app(providers.a, "route-analytics-a2")).id;
  ids.appB = (await app(providers.b, "route-analytics-b")).id;
  await handle.db.update(apps).set({ installedCount: 4 }).where(eq(apps.id, ids.appA));
  const hourToday = new Date(`${today}T03:00:00+09:00`);
  const day = (appId: number) => ({ scope: "app" as const, scopeId: appId, day: today });
  await handle.db.insert(listingEventDays).values([
    { ...day(ids.appA), kind: "view", count: 12 },
    { ...day(ids.appA), kind: "install", count: 2 },
    { ...day(ids.appA2), kind: "view", count: 3 },
    { ...day(ids.appB), kind: "view", count: 700 },
  ]);
  await rollUpListingScopes(handle.db);
  await handle.db.insert(listingEvents).values({ appId: ids.appA, kind: "install", tenantId: TENANT });
  await recordUninstallReason(handle.db, {
    appId: ids.appA,
    reason: "hardToUse",
    note: "設定画面が分かりにくい",
    at: hourToday,
  });
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
const get = (query: string, init: { cookie?: string; locale?: string } = {}) =>
  GET(request(`/api/developers/analytics${query}`, init), none);
const exportCsv = (query: string, init: { cookie?: string; locale?: string } = {}) =>
  EXPORT(request(`/api/developers/analytics/export${query}`, init), none);

describe(`GET /api/developers/analytics on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("sums only the provider's own apps for 'all apps', and names no tenant", async () => {
    const response = await get("?range=7", { cookie: cookies.a });
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.totals.view).toBe(15);
    expect(body.totals.install).toBe(2);
    expect(body.period.to).toBe(today);
    expect(body.days).toHaveLength(7);
    expect(body.uninstallNotes).toEqual([{ reason: "hardToUse", note: "設定画面が分かりにくい", day: today }]);
    expect(text).not.toContain(TENANT);
    expect(text).not.toContain("tenant");
    const other = await (await get("?range=7", { cookie: cookies.b })).json();
    expect(other.totals.view).toBe(700);
    expect(other.uninstallNotes).toEqual([]);
  });

  it("narrows to one of its apps, and answers 404 for another provider's", async () => {
    const own = await get(`?appId=${ids.appA2}&range=30`, { cookie: cookies.a });
    expect(own.status).toBe(200);
    expect((await own.json()).totals.view).toBe(3);
    const foreign = await get(`?appId=${ids.appB}`, { cookie: cookies.a });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await foreign.json())).not.toContain("700");
    expect((await exportCsv(`?appId=${ids.appB}`, { cookie: cookies.a })).status).toBe(404);
  });

  it("refuses a visitor", async () => {
    expect((await get("?range=7")).status).toBe(401);
    expect((await exportCsv("?range=7")).status).toBe(401);
  });

  it("answers 400 naming the field for a bad custom range, in the viewer's language", async () => {
    const reversed = await get("?range=custom&from=2026-11-20&to=2026-11-01", { cookie: cookies.a });
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.items).toEqual({ to: ["終了日は開始日以降の日付にしてください。"] });
    const long = await get("?range=custom&from=2025-01-01&to=2026-11-01", { cookie: cookies.a, locale: "en-US" });
    expect(long.status).toBe(400);
    expect((await long.json()).error.items).toEqual({ to: ["The period can be at most 366 days."] });
    const missing = await get("?range=custom&to=2026-11-01", { cookie: cookies.a });
    expect((await missing.json()).error.items).toEqual({ from: ["開始日を入力してください。"] });
    const year = await get("?range=custom&from=2025-11-01&to=2026-11-01", { cookie: cookies.a });
    expect(year.status).toBe(200);
    expect((await year.json()).days).toHaveLength(366);
    expect((await get("?range=14", { cookie: cookies.a })).status).toBe(400);
    expect((await get("?from=2026-02-30&range=custom&to=2026-03-01", { cookie: cookies.a })).status).toBe(400);
  });

  it("gives no 5xx for generated queries", async () => {
    const value = fc.oneof(
      fc.constantFrom(
        "",
        "7",
        "30",
        "custom",
        "0",
        "-1",
        "1e3",
        "2026-02-30",
        "2026-11-28",
        "9999-12-31",
        "0001-01-01",
      ),
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom("appId", "range", "from", "to", "x"), value), { maxLength: 5 })
      .map((pairs) => `?${new URLSearchParams(pairs)}`);
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const response = await get(q, { cookie: cookies.a });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe(`GET /api/developers/analytics/export on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("is a CSV for Excel: BOM, CRLF, Japan-time days, labels in Japanese, the same figures", async () => {
    const response = await exportCsv("?range=7", { cookie: cookies.a });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`analytics-all-`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [days = "", ...tables] = text.trimEnd().split("\r\n\r\n");
    const lines = days.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
    expect(lines[0]).toBe(
      "日付（日本時間）,表示回数,資料請求,問い合わせ,デモ依頼,トライアル依頼,インストール,アンインストール,連携,連携解除,有効なインストール数",
    );
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe(`${today},15,0,0,0,0,2,0,0,0,4`);
    // Then the page's other tables: the reasons and the comments (no sources here).
    expect(tables).toEqual([
      "理由,件数\r\n使いにくい,1",
      `日付（日本時間）,理由,コメント\r\n${today},使いにくい,設定画面が分かりにくい`,
    ]);
    expect(text).not.toContain(TENANT);
  });

  it("labels its columns in English for an English viewer", async () => {
    const response = await exportCsv(`?appId=${ids.appA}&range=7`, { cookie: cookies.a, locale: "en-US" });
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toBe(
      "Date (Japan time),Views,Document requests,Inquiries,Demo requests,Trial requests,Installs,Uninstalls,Connections,Disconnections,Active installations",
    );
    expect(text).toContain(`${today},12,0,0,0,0,2,0,0,0,4`);
    expect(response.headers.get("content-disposition")).toContain("analytics-route-analytics-a-");
  });
});
