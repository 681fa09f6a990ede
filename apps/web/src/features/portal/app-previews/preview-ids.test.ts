import { describe, expect, it } from "vitest";
import { parsePreviewId, queryAgrees } from "./preview-ids";

describe("parsePreviewId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", 2147483647],
  ])("%s is id %d", (raw, id) => {
    expect(parsePreviewId(raw)).toBe(id);
  });

  it.each([
    ["0"],
    ["-1"],
    ["01"],
    ["1.5"],
    ["1e3"],
    ["abc"],
    [""],
    [" 1"],
    ["2147483648"],
    ["99999999999999999999"],
    [undefined],
  ])("%s is none", (raw) => {
    expect(parsePreviewId(raw)).toBeNull();
  });

  it("takes no id from a repeated parameter", () => {
    expect(parsePreviewId(["1", "1"])).toBeNull();
  });
});

describe("queryAgrees", () => {
  it("accepts an absent parameter or the same id, and refuses another", () => {
    expect(queryAgrees(undefined, 7)).toBe(true);
    expect(queryAgrees("7", 7)).toBe(true);
    expect(queryAgrees("8", 7)).toBe(false);
    expect(queryAgrees("x", 7)).toBe(false);
    expect(queryAgrees(["7", "7"], 7)).toBe(false);
  });
});
