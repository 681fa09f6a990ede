import { ZAuditEventFilter } from "@store/domain/schemas/audit-event";
import { ZOperatorAppListQuery } from "@store/domain/schemas/operator-app";
import { describe, expect, it } from "vitest";
import { parsePageQuery, pathWithQuery } from "./page-query";

describe("a page's filter query", () => {
  it("keeps the fields that parse and names the ones that do not, keeping what was typed", () => {
    const parsed = parsePageQuery(ZOperatorAppListQuery, { q: " 勤怠 ", status: "gone", provider: ["3", "4"], x: "1" });
    expect(parsed.query).toEqual({ q: "勤怠", provider: 3 });
    expect(parsed.invalid).toEqual(["status"]);
    expect(parsed.typed).toEqual({ q: " 勤怠 ", status: "gone", provider: "3" });
  });

  it("ignores empty fields and refuses impossible dates and ids", () => {
    const parsed = parsePageQuery(ZAuditEventFilter, {
      action: "",
      from: "2026-02-30",
      to: "2026-03-01",
      operatorId: "99999999999",
    });
    expect(parsed.query).toEqual({ to: "2026-03-01" });
    expect(parsed.invalid.sort()).toEqual(["from", "operatorId"]);
  });

  it("refuses text with NUL or a lone surrogate as any bad value, without showing it again", () => {
    const parsed = parsePageQuery(ZOperatorAppListQuery, { q: "勤\u0000怠", status: "published\uD800", provider: "3" });
    expect(parsed.query).toEqual({ provider: 3 });
    expect(parsed.invalid.sort()).toEqual(["q", "status"]);
    expect(parsed.typed).toEqual({ provider: "3" });
  });

  it("writes links with the non-empty fields only", () => {
    expect(pathWithQuery("/ops/apps", { q: "勤怠", status: undefined, before: 40 })).toBe(
      "/ops/apps?q=%E5%8B%A4%E6%80%A0&before=40",
    );
    expect(pathWithQuery("/ops/apps", { q: "" })).toBe("/ops/apps");
  });
});
