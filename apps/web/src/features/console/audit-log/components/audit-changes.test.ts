import { describe, expect, it } from "vitest";
import { auditChanges, auditValueText } from "./audit-changes";

describe("an audit row's changes", () => {
  it("lists only the keys whose values differ, before and after side by side", () => {
    expect(
      auditChanges(
        { status: "published", name: "勤怠", tags: ["a"] },
        { status: "discontinued", name: "勤怠", tags: ["a", "b"] },
      ),
    ).toEqual([
      { key: "status", before: "published", after: "discontinued" },
      { key: "tags", before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it("shows a key that appears or disappears as absent on the other side", () => {
    expect(
      auditChanges({ status: "draft", publishedAt: null }, { status: "published", publishedAt: "2026-01-01" }),
    ).toEqual([
      { key: "status", before: "draft", after: "published" },
      { key: "publishedAt", before: "null", after: "2026-01-01" },
    ]);
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { key: "a", before: "1", after: null },
      { key: "b", before: null, after: "2" },
    ]);
  });

  it("lists every key of a creation (nothing before) or a deletion (nothing after)", () => {
    expect(auditChanges(null, { name: "新しい提供者" })).toEqual([
      { key: "name", before: null, after: "新しい提供者" },
    ]);
    expect(auditChanges({ title: "古い特集" }, null)).toEqual([{ key: "title", before: "古い特集", after: null }]);
  });

  it("treats values that are not objects as one unnamed value, and nothing as no change", () => {
    expect(auditChanges("a", "b")).toEqual([{ key: "", before: "a", after: "b" }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("names an app an action names by each of its keys, not as one JSON value", () => {
    expect(
      auditChanges(
        { changeRequestStatus: "in_review", app: { id: 12, status: "published", title: "旧い見出し" } },
        { changeRequestStatus: "approved", merged: true, app: { id: 12, status: "published", title: "新しい見出し" } },
      ),
    ).toEqual([
      { key: "changeRequestStatus", before: "in_review", after: "approved" },
      { key: "app.title", before: "旧い見出し", after: "新しい見出し" },
      { key: "merged", before: null, after: "true" },
    ]);
    // A new app's approval: no app before.
    expect(auditChanges({ app: null }, { app: { id: 30, code: "new-app" } })).toEqual([
      { key: "app.id", before: null, after: "30" },
      { key: "app.code", before: null, after: "new-app" },
    ]);
  });

  it("writes strings as they are and anything else as JSON", () => {
    expect(auditValueText("公開")).toBe("公開");
    expect(auditValueText({ a: [1] })).toBe('{"a":[1]}');
    expect(auditValueText(undefined)).toBeNull();
  });
});
