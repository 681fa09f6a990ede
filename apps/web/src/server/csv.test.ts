import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("a CSV cell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    [null, ""],
    [12, "12"],
    [{ status: "published" }, '"{""status"":""published""}"'],
  ] as const)("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
