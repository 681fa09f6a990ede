// GET /api/ops/audit_events through the real route handler: the log newest first, each filter,
// keyset paging to older rows, CSV export, and bad filters answered 400 (never 500). On PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { auditEvents } from "@store/db/schema/audit";
import type { TAuditEventPage } from "@store/domain/schemas/audit-event";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3997";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { seedOperator } = await import("@store/db/seed/accounts");
const { createTestDb } = await import("@store/db/testing/test-db");
const { GET } = await import("@/app/api/ops/audit_events/route");

let handle: TDbHandle;
let db: TDb;
let cookie = "";
const operators = { hanako: 0, taro: 0 };

async function get(query: string, init: { cookie?: string } = {}) {
  const request = new NextRequest(`${STORE}/api/ops/audit_events${query}`, {
    headers: { cookie: init.cookie ?? cookie, "accept-language": "ja" },
  });
  const response = await GET(request, { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

async function page(query: string): Promise<TAuditEventPage> {
  const answer = await get(query);
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text);
}

describe(`the audit log API on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    useTestDb(db);
    operators.hanako = (await seedOperator(db, { name: "審査 花子", email: "h@ops.example", passwordHash: "x" })).id;
    operators.taro = (await seedOperator(db, { name: "審査 太郎", email: "t@ops.example", passwordHash: "x" })).id;
    const session = await openAccountSession(db, {
      audience: "operator",
      accountId: operators.hanako,
      userAgent: "vitest",
      ipAddress: null,
    });
    cookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
    // 55 rows of app 1 by Hanako, then three others, the newest last.
    for (let i = 1; i <= 55; i++) {
      await recordAuditEvent(db, {
        operatorId: operators.hanako,
        action: "app.changeStatus",
        subjectType: "app",
        subjectId: 1,
        reason: `理由${i}`,
        before: { status: "published" },
        after: { status: "discontinued" },
      });
    }
    await recordAuditEvent(db, {
      operatorId: operators.taro,
      action: "changeRequest.reject",
      subjectType: "draftApp",
      subjectId: 12,
      reason: '=HYPERLINK("http://evil.example"), "引用", 改行\nあり',
    });
    await recordAuditEvent(db, {
      operatorId: operators.taro,
      action: "provider.create",
      subjectType: "provider",
      subjectId: 3,
      after: { name: "新しい提供者" },
    });
    await recordAuditEvent(db, {
      operatorId: operators.hanako,
      action: "app.changeStatus",
      subjectType: "app",
      subjectId: 2,
      reason: "古い記録",
    });
    // The last row happened in 2020 (rows are insert-only, so it is written with its time).
    await db.insert(auditEvents).values({
      operatorId: operators.taro,
      action: "mail.retry",
      subjectType: "job",
      subjectId: "77",
      createdAt: new Date("2020-05-01T10:00:00+09:00"),
    });
  });
  afterAll(async () => {
    useTestDb(undefined);
    await handle.close();
  });

  it("lists the newest 50 first with who and what, and continues with older rows", async () => {
    const first = await page("");
    expect(first.events).toHaveLength(50);
    expect(first.events.slice(0, 4).map((e) => [e.action, e.operatorName, e.subjectId])).toEqual([
      ["mail.retry", "審査 太郎", "77"],
      ["app.changeStatus", "審査 花子", "2"],
      ["provider.create", "審査 太郎", "3"],
      ["changeRequest.reject", "審査 太郎", "12"],
    ]);
    expect(first.events[4]).toMatchObject({
      reason: "理由55",
      before: { status: "published" },
      after: { status: "discontinued" },
    });
    expect(first.nextBefore).toBe(first.events.at(-1)?.id);
    const older = await page(`?before=${first.nextBefore}`);
    expect(older.events.map((e) => e.reason)).toEqual([
      "理由9",
      "理由8",
      "理由7",
      "理由6",
      "理由5",
      "理由4",
      "理由3",
      "理由2",
      "理由1",
    ]);
    expect(older.nextBefore).toBeNull();
  });

  it("filters by action, subject, operator and date range", async () => {
    const subjects = (p: TAuditEventPage) => p.events.map((e) => `${e.subjectType}:${e.subjectId}`);
    expect(subjects(await page("?action=changeRequest.reject"))).toEqual(["draftApp:12"]);
    expect(subjects(await page("?subjectType=app&subjectId=2"))).toEqual(["app:2"]);
    expect(subjects(await page(`?operatorId=${operators.taro}`))).toEqual(["job:77", "provider:3", "draftApp:12"]);
    expect(subjects(await page("?from=2020-05-01&to=2020-05-02"))).toEqual(["job:77"]);
    expect(subjects(await page("?to=2020-05-01"))).toEqual([]);
    expect((await page("?from=2020-05-02")).events.some((e) => e.subjectId === "77")).toBe(false);
  });

  it("exports the filtered rows as CSV, quoting what a spreadsheet would run", async () => {
    const answer = await get(`?format=csv&operatorId=${operators.taro}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toContain("audit-log.csv");
    // Issue 31: as it opens in Excel, a byte-order mark, the viewer's words, Japan time.
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.text.split("\r\n");
    expect(lines[0]).toBe("ID,日時（日本時間）,運営担当者ID,運営担当者,操作,対象の種類,対象ID,理由,変更前,変更後");
    expect(lines[1]).toContain(",審査 太郎,送信失敗メールを再送,メール送信ジョブ,77,,,");
    expect(lines[2]).toContain(',提供者を作成,提供者,3,,,"{""name"":""新しい提供者""}"');
    expect(answer.text).toContain(`"'=HYPERLINK(""http://evil.example""), ""引用"", 改行\nあり"`);
  });

  it.each([
    "?action=app.delete",
    "?subjectType=planet",
    "?operatorId=abc",
    "?operatorId=-1",
    "?from=2026-02-30",
    "?to=yesterday",
    "?before=0",
    "?format=xml",
    `?subjectId=${"9".repeat(65)}`,
  ])("answers %s with 400 naming the field", async (query) => {
    const answer = await get(query);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.text);
    expect(Object.keys(body.error.items)).toHaveLength(1);
  });

  it("is for operators only", async () => {
    expect((await get("", { cookie: "" })).status).toBe(401);
  });

  it("can never change a row, even through the database", async () => {
    await expect(
      db.update(auditEvents).set({ reason: "書き換え" }).where(eq(auditEvents.subjectId, "2")),
    ).rejects.toThrow();
  });
});
