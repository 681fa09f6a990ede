import { describe, expect, it } from "vitest";
import { normalizeSearchQuery, SEARCH_QUERY_MAX } from "./search-queries";

describe("normalizeSearchQuery", () => {
  it("counts full-width, case and spacing variants as one query", () => {
    expect(normalizeSearchQuery("  給与　計算 ")).toBe("給与 計算");
    expect(normalizeSearchQuery("ＰＡＹＲＯＬＬ\tApp")).toBe("payroll app");
    expect(normalizeSearchQuery("ｷｭｳﾖ")).toBe("キュウヨ");
  });

  it("cuts a query longer than the search box allows, and leaves blank ones empty", () => {
    expect(normalizeSearchQuery("勤".repeat(150))).toHaveLength(SEARCH_QUERY_MAX);
    expect(normalizeSearchQuery(" \u3000 ")).toBe("");
  });
});
