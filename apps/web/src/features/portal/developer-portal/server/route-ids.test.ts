import { describe, expect, it } from "vitest";
import { rowIdOf } from "./route-ids";

describe("rowIdOf", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["01", null],
    ["-1", null],
    ["1e3", null],
    ["1.0", null],
    ["", null],
    ["12345678901", null],
  ])("%s → %s", (value, id) => {
    expect(rowIdOf(value)).toBe(id);
  });
});
