import { describe, expect, it, vi } from "vitest";

// The translator reads the store's name from the configuration.
vi.stubEnv("BASE_URL", "http://localhost:3990");
const { auditEventsCsv } = await import("./audit-events-csv");

const EVENT = {
  id: 1,
  operatorId: 2,
  operatorName: "審査 花子",
  action: "app.changeStatus" as const,
  subjectType: "app" as const,
  subjectId: "3",
  reason: "提供終了",
  before: { status: "published" },
  after: { status: "discontinued" },
  // 23:30 on the 22nd in UTC is 08:30 on the 23rd in Japan.
  createdAt: "2026-11-22T23:30:00.000Z",
};

describe("the audit log as CSV (issue 31: it opens in Excel as it reads on screen)", () => {
  it("starts with a byte-order mark and has the viewer's column names, labels and Japan time, CRLF", () => {
    expect(auditEventsCsv([EVENT], "ja")).toBe(
      "\uFEFFID,日時（日本時間）,運営担当者ID,運営担当者,操作,対象の種類,対象ID,理由,変更前,変更後\r\n" +
        '1,2026/11/23 8:30:00,2,審査 花子,アプリのステータスを変更,アプリ,3,提供終了,"{""status"":""published""}","{""status"":""discontinued""}"\r\n',
    );
  });

  it("reads in English for an English operator", () => {
    const [header, row] = auditEventsCsv([EVENT], "en-us").slice(1).split("\r\n");
    expect(header).toBe("ID,Time (Japan),Operator ID,Operator,Action,Subject type,Subject ID,Reason,Before,After");
    expect(row).toContain('1,"Nov 23, 2026, 8:30:00 AM",2,審査 花子,Changed an app\'s status,App,3,');
  });
});
