import { describe, expect, it } from "vitest";
import { countCharacters, looksLikeHtml, textLimitState, toPlainText } from "./text-limit";

describe("countCharacters", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["会社概要", 4],
    ["𠮷野家", 3],
    ["👍🏽", 2],
    ["a\nb", 3],
  ])("%j counts %i", (text, count) => {
    expect(countCharacters(text)).toBe(count);
  });
});

describe("textLimitState", () => {
  it.each([
    ["", 5, { count: 0, max: 5, remaining: 5, over: 0 }],
    ["abcde", 5, { count: 5, max: 5, remaining: 0, over: 0 }],
    ["abcdefg", 5, { count: 7, max: 5, remaining: 0, over: 2 }],
    ["𠮷𠮷", 2, { count: 2, max: 2, remaining: 0, over: 0 }],
  ])("%j of %i", (text, max, state) => {
    expect(textLimitState(text, max)).toEqual(state);
  });
});

describe("toPlainText", () => {
  it("unifies line breaks and trims", () => {
    expect(toPlainText("  one\r\ntwo\rthree  ", { multiline: true })).toBe("one\ntwo\nthree");
  });
  it("puts a single-line field on one line", () => {
    expect(toPlainText("Tokyo\nChiyoda\t1-1")).toBe("Tokyo Chiyoda 1-1");
  });
  it("drops control characters but keeps tabs in multi-line text", () => {
    expect(toPlainText("a\u0000b\u0007c\td\u2028", { multiline: true })).toBe("abc\td");
  });
  it("composes characters (NFC)", () => {
    expect(toPlainText("ガ")).toBe("ガ");
  });
});

describe("looksLikeHtml", () => {
  it.each([
    ["<b>bold</b>", true],
    ["<img src=x onerror=alert(1)>", true],
    ["</p>", true],
    ["<!-- note -->", true],
    ["a < b and c > d", false],
    ["I <3 HR", false],
    ["年商 <10億円>", false],
    ["plain", false],
  ])("%j → %s", (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });
});
