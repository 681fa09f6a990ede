// The operation log's filters and CSV export (issue 13 item 7) through the real route handler, signed
// in through the stand-in parent service, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { tenants } from "@store/db/schema/tenants";
import { seedOperationLog, seedTenant } from "@store/db/seed/tenants";
import { createTestDb } from "@store/db/testing/test-db";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { signInThroughSuite, TestBrowser } from "@/features/tenant/auth/testing/auth-harness";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

const suite: TRunningSuite = await startSuite(
  { port: 0, redirectUris: [`${STORE}/api/auth/callback/suite`] },
  { NODE_ENV: "test" },
);
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-oplog-0123456789");
vi.stubEnv("SUITE_URL", suite.url);
vi.stubEnv("LOG_LEVEL", "fatal");
const { authOptions } = await import("@/server/tenant-session/session");
const logsRoute = await import("@/app/api/tenant_admin/operation_logs/route");

const ADMIN = "u-suzuki:t-aozora";
const noParams = { params: Promise.resolve({}) };
let handle: TDbHandle;
let session = "";

async function get(query: string, locale?: string) {
  const cookie = [`${SESSION_COOKIE_NAME}=${session}`, locale ? `hrstore_locale=${locale}` : ""].filter(Boolean);
  const request = new NextRequest(new URL(`/api/tenant_admin/operation_logs${query}`, STORE), {
    headers: { cookie: cookie.join("; "), "user-agent": "IntegrationTest/1.0" },
  });
  return logsRoute.GET(request, noParams);
}

type TLogs = { pagination: { count: number; pages: number }; data: { operationType: string; appNames: string[] }[] };

async function json(query: string): Promise<TLogs> {
  const response = await get(query);
  expect(response.status).toBe(200);
  return (await response.json()) as TLogs;
}

/** The CSV as rows of cells (no quoted commas in these fixtures except where a test says so). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const browser = new TestBrowser(STORE, authOptions);
  await signInThroughSuite(browser, ADMIN);
  session = browser.storeCookies.get(SESSION_COOKIE_NAME) ?? "";
  const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.id, "t-aozora"));
  if (!tenant) throw new Error("the sign-in did not record the tenant");
  const base = { tenantId: tenant.id, suiteUserId: "u-suzuki", ipAddress: "203.0.113.50", userAgent: "Browser/1.0" };
  const log = (
    operationType: "install" | "uninstall" | "connect" | "access_request_declined",
    appNames: string[],
    operatedAt: string,
    extra: Partial<typeof base & { email: string }> = {},
  ) =>
    seedOperationLog(handle.db, {
      ...base,
      email: "suzuki@aozora.example",
      operationType,
      appNames,
      message: "保存されたメッセージ",
      operatedAt: new Date(operatedAt),
      ...extra,
    });
  await log("install", ["勤怠"], "2026-11-01T10:00:00+09:00");
  await log("uninstall", ["勤怠", "給与"], "2026-11-02T23:30:00+09:00", { email: "tanaka@aozora.example" });
  await log("connect", ["給与"], "2026-11-03T00:30:00+09:00");
  await log("access_request_declined", ["経費"], "2026-11-04T09:00:00+09:00", {
    userAgent: '=HYPERLINK("http://evil.example")',
  });
  // Another tenant's log never shows.
  await seedTenant(handle.db, { id: "t-other", subdomain: "other", name: "他社" });
  await seedOperationLog(handle.db, {
    ...base,
    tenantId: "t-other",
    email: "x@other.example",
    operationType: "install",
    appNames: ["勤怠"],
    message: "他社",
  });
});

afterAll(async () => {
  await suite.close();
  await handle.close();
});

describe("the operation log's filters", () => {
  it("lists only the current tenant's logs, newest first, without filters", async () => {
    const logs = await json("");
    expect(logs.pagination.count).toBe(4);
    expect(logs.data.map((log) => log.operationType)).toEqual([
      "access_request_declined",
      "connect",
      "uninstall",
      "install",
    ]);
  });

  it("filters by operation type, app, user, and combines them", async () => {
    expect((await json("?type=uninstall")).data.map((log) => log.appNames)).toEqual([["勤怠", "給与"]]);
    expect((await json(`?app=${encodeURIComponent("給与")}`)).data.map((log) => log.operationType)).toEqual([
      "connect",
      "uninstall",
    ]);
    expect((await json("?user=tanaka%40aozora.example")).data.map((log) => log.operationType)).toEqual(["uninstall"]);
    const none = await json(`?type=install&app=${encodeURIComponent("給与")}`);
    expect(none.pagination.count).toBe(0);
    expect(none.data).toEqual([]);
  });

  it("takes dates as days of the store's time zone, both ends included", async () => {
    const day = await json("?from=2026-11-02&to=2026-11-02");
    expect(day.data.map((log) => log.operationType)).toEqual(["uninstall"]);
    const range = await json("?from=2026-11-03");
    expect(range.data.map((log) => log.operationType)).toEqual(["access_request_declined", "connect"]);
    expect((await json("?to=2026-11-01")).data.map((log) => log.operationType)).toEqual(["install"]);
  });

  it("keeps counting every match while paging", async () => {
    const second = await json("?app=%E7%B5%A6%E4%B8%8E&limit=1&page=2");
    expect(second.pagination).toMatchObject({ count: 2, pages: 2 });
    expect(second.data.map((log) => log.operationType)).toEqual(["uninstall"]);
  });

  it.each([
    ["an unknown type", "?type=deleted"],
    ["a date that does not exist", "?from=2026-02-30"],
    ["a start after the end", "?from=2026-11-04&to=2026-11-01"],
    ["an unknown format", "?format=xml"],
    ["an unknown parameter", "?sort=asc"],
  ])("refuses %s with 400 and the store's error body", async (_, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("error");
  });
});

describe("the operation log's CSV export", () => {
  it("exports exactly the filtered rows in the viewer's language, with a BOM and a dated file name", async () => {
    const response = await get("?type=uninstall&format=csv", "en-us");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="operation-logs-aozora-tech-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The UTF-8 byte-order mark, so a spreadsheet reads the Japanese as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date and time,Operation,Apps,Message,User ID,E-mail,IP address,Browser (user agent)");
    expect(lines.slice(1)).toEqual([
      '"Nov 2, 2026, 11:30 PM",Removed,勤怠 and 給与,Removed 勤怠 and 給与,u-suzuki,tanaka@aozora.example,203.0.113.50,Browser/1.0',
    ]);
  });

  it("writes Japanese messages with each app in corner quotes, not the stored text", async () => {
    const rows = csvRows(await (await get("?type=uninstall&format=csv", "ja")).text());
    expect(rows[0]?.[0]).toBe("日時");
    expect(rows[1]?.slice(1, 4)).toEqual(["削除", "「勤怠」「給与」", "「勤怠」「給与」を削除しました"]);
  });

  it("exports every filtered row across pages, and quotes a cell a spreadsheet would run as a formula", async () => {
    const text = await (await get("?limit=1&page=3&format=csv", "en-us")).text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain("Declined the access request for 経費");
  });

  it("refuses a tenant user who is not the admin", async () => {
    const browser = new TestBrowser(STORE, authOptions);
    await signInThroughSuite(browser, "u-sato:t-sakura");
    const request = new NextRequest(new URL("/api/tenant_admin/operation_logs?format=csv", STORE), {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${browser.storeCookies.get(SESSION_COOKIE_NAME)}` },
    });
    expect((await logsRoute.GET(request, noParams)).status).toBe(403);
  });
});
