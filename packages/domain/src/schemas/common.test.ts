import { describe, expect, it } from "vitest";
import { paginate, ZPagination } from "./common";

describe("paginate", () => {
  it("gives the pages of an exact count", () => {
    expect(paginate(41, 2, 20)).toEqual({ count: 41, page: 2, pages: 3, limit: 20 });
  });

  it("says when counting stopped before the end (count and pages are then lower bounds)", () => {
    const capped = paginate(10_000, 1, 20, true);
    expect(capped).toEqual({ count: 10_000, page: 1, pages: 500, limit: 20, countCapped: true });
    expect(ZPagination.parse(capped)).toEqual(capped);
  });
});
