// The audit log: rows are recorded and read back filtered, newest first, and the database itself
// refuses to change or delete one.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { seedOperator } from "../seed/accounts";
import { createTestDb } from "../testing/test-db";
import { listAuditEvents, recordAuditEvent } from "./audit-events";

describe(`audit events on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let operatorIds: number[] = [];

  beforeAll(async () => {
    handle = await createTestDb();
    operatorIds = [
      (await seedOperator(handle.db, { name: "審査 花子", email: "hanako@ops.example", passwordHash: "unused" })).id,
      (await seedOperator(handle.db, { name: "審査 太郎", email: "taro@ops.example", passwordHash: "unused" })).id,
    ];
    await recordAuditEvent(handle.db, {
      operatorId: operatorIds[0] ?? 0,
      action: "app.changeStatus",
      subjectType: "app",
      subjectId: 7,
      reason: "提供終了の連絡を受けたため",
      before: { status: "published" },
      after: { status: "discontinued" },
    });
    await recordAuditEvent(handle.db, {
      operatorId: operatorIds[1] ?? 0,
      action: "changeRequest.reject",
      subjectType: "draftApp",
      subjectId: 12,
      reason: "スクリーンショットが古いため",
    });
  });
  afterAll(() => handle.close());

  it("lists events newest first with the operator's name, and filters by each field", async () => {
    const all = await listAuditEvents(handle.db, {});
    expect(all.events.map((e) => [e.action, e.operatorName, e.subjectId])).toEqual([
      ["changeRequest.reject", "審査 太郎", "12"],
      ["app.changeStatus", "審査 花子", "7"],
    ]);
    expect(all.hasMore).toBe(false);
    expect(all.events[1]).toMatchObject({
      reason: "提供終了の連絡を受けたため",
      before: { status: "published" },
      after: { status: "discontinued" },
    });
    const byAction = await listAuditEvents(handle.db, { action: "app.changeStatus" });
    expect(byAction.events.map((e) => e.subjectId)).toEqual(["7"]);
    const bySubject = await listAuditEvents(handle.db, { subjectType: "draftApp", subjectId: "12" });
    expect(bySubject.events.map((e) => e.action)).toEqual(["changeRequest.reject"]);
    const byOperator = await listAuditEvents(handle.db, { operatorId: operatorIds[0] });
    expect(byOperator.events.map((e) => e.action)).toEqual(["app.changeStatus"]);
    const newest = all.events[0]?.id ?? 0;
    const older = await listAuditEvents(handle.db, { before: newest });
    expect(older.events.map((e) => e.subjectId)).toEqual(["7"]);
    expect((await listAuditEvents(handle.db, { to: "2000-01-01" })).events).toEqual([]);
  });

  it("refuses to update or delete a recorded event", async () => {
    await expect(handle.db.execute(sql`update audit_events set reason = 'rewritten'`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const all = await listAuditEvents(handle.db, {});
    expect(all.events.map((e) => e.reason)).toEqual(["スクリーンショットが古いため", "提供終了の連絡を受けたため"]);
  });
});
