import { describe, expect, it } from "vitest";
import { pathWithQuery } from "./page-query";

describe("a page's links", () => {
  it("writes links with the non-empty fields only", () => {
    expect(pathWithQuery("/ops/apps", { q: "勤怠", status: undefined, before: 40 })).toBe(
      "/ops/apps?q=%E5%8B%A4%E6%80%A0&before=40",
    );
    expect(pathWithQuery("/ops/apps", { q: "" })).toBe("/ops/apps");
  });
});
