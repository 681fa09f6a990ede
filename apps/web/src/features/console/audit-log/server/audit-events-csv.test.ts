import { describe, expect, it } from "vitest";
import { auditEventsCsv } from "./audit-events-csv";

describe("the audit log as CSV", () => {
  it("has a header line and one CRLF line per row", () => {
    const csv = auditEventsCsv([
      {
        id: 1,
        operatorId: 2,
        operatorName: "審査 花子",
        action: "app.changeStatus",
        subjectType: "app",
        subjectId: "3",
        reason: "提供終了",
        before: { status: "published" },
        after: { status: "discontinued" },
        createdAt: "2026-11-23T00:00:00.000Z",
      },
    ]);
    expect(csv).toBe(
      "id,createdAt,operatorId,operatorName,action,subjectType,subjectId,reason,before,after\r\n" +
        '1,2026-11-23T00:00:00.000Z,2,審査 花子,app.changeStatus,app,3,提供終了,"{""status"":""published""}","{""status"":""discontinued""}"\r\n',
    );
  });
});
