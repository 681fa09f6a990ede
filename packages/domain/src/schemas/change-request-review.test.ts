import { describe, expect, it } from "vitest";
import { queueCursor, ZChangeRequestDecision, ZChangeRequestQueueQuery } from "./change-request-review";

describe("ZChangeRequestDecision", () => {
  const long = "理".repeat(2001);
  const rows: [string, unknown, unknown][] = [
    ["approve with a version", { decision: "approve", version: 3 }, { decision: "approve", version: 3 }],
    [
      "approve a new app as published",
      { decision: "approve", version: 3, status: "published" },
      { decision: "approve", version: 3, status: "published" },
    ],
    ["approve as archived: refused", { decision: "approve", version: 3, status: "archived" }, ["status"]],
    ["approve without a version: refused", { decision: "approve" }, ["version"]],
    [
      "reject with a reason, trimmed",
      { decision: "reject", version: 1, reason: "  画像の代替テキストがありません  " },
      { decision: "reject", version: 1, reason: "画像の代替テキストがありません" },
    ],
    ["reject without a reason", { decision: "reject", version: 1 }, ["reason"]],
    ["reject with spaces only", { decision: "reject", version: 1, reason: "   " }, ["reason"]],
    ["reject with 2001 characters", { decision: "reject", version: 1, reason: long }, ["reason"]],
    [
      "reject with 2000 characters",
      { decision: "reject", version: 1, reason: "理".repeat(2000) },
      { decision: "reject", version: 1, reason: "理".repeat(2000) },
    ],
    ["back to draft, no comment", { decision: "backToDraft", version: 2 }, { decision: "backToDraft", version: 2 }],
    [
      "back to draft with a comment",
      { decision: "backToDraft", version: 2, comment: " 誤字 " },
      { decision: "backToDraft", version: 2, comment: "誤字" },
    ],
    ["an unknown decision", { decision: "publish", version: 2 }, ["decision"]],
    ["an unknown field", { decision: "approve", version: 2, force: true }, [""]],
    ["a stringly version", { decision: "approve", version: "2" }, ["version"]],
  ];
  for (const [name, input, expected] of rows) {
    it(name, () => {
      const parsed = ZChangeRequestDecision.safeParse(input);
      if (Array.isArray(expected)) {
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(expected);
      } else expect(parsed.data).toEqual(expected);
    });
  }
});

describe("ZChangeRequestQueueQuery", () => {
  const rows: [string, Record<string, string>, unknown][] = [
    ["no filter", {}, {}],
    ["a provider and a kind", { provider: "12", kind: "newApp" }, { provider: 12, kind: "newApp" }],
    ["a bad provider is ignored", { provider: "abc", kind: "change" }, { kind: "change" }],
    ["an unknown kind is ignored", { kind: "everything" }, {}],
    ["a provider beyond int4 is ignored", { provider: "99999999999" }, {}],
    ["a cursor", { after: "1700000000000.42" }, { after: { submittedAt: new Date(1_700_000_000_000), id: 42 } }],
    ["a bad cursor is ignored", { after: "yesterday" }, {}],
  ];
  for (const [name, input, expected] of rows) {
    it(name, () => {
      const parsed = ZChangeRequestQueueQuery.parse(input);
      expect(Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))).toEqual(expected);
    });
  }

  it("a cursor reads back as the request it was made of", () => {
    const cursor = queueCursor({ submittedAt: new Date("2026-11-01T09:00:00Z"), id: 7 });
    expect(ZChangeRequestQueueQuery.parse({ after: cursor }).after).toEqual({
      submittedAt: new Date("2026-11-01T09:00:00Z"),
      id: 7,
    });
  });
});
