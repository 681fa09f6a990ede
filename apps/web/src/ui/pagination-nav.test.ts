import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination-nav";

describe("page window", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, null, 10]],
    [5, 10, [1, null, 3, 4, 5, 6, 7, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])("page %i of %i shows %o", (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
