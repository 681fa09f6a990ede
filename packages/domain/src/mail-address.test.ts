import { describe, expect, it } from "vitest";
import { parseMailAddress } from "./mail-address";

describe("parseMailAddress", () => {
  it.each([
    ["a plain address", "ops@provider.example.jp", "ops@provider.example.jp"],
    ["surrounding spaces dropped", "  ops@provider.example.jp \t", "ops@provider.example.jp"],
    ["plus and dots in the local part", "first.last+store@mail.example.co.jp", "first.last+store@mail.example.co.jp"],
  ])("%s: accepted", (_, value, expected) => {
    expect(parseMailAddress(value)).toBe(expected);
  });

  it.each([
    ["a list with a header after CRLF", "a@x.jp, b@x.jp,\r\nBcc: c@x.jp"],
    ["a comma list", "a@x.jp,b@x.jp"],
    ["a semicolon list", "a@x.jp; b@x.jp"],
    ["a line feed inside", "a@x.jp\nBcc: c@x.jp"],
    ["a carriage return inside", "a@x.jp\rb@x.jp"],
    ["a display name", "Provider <a@x.jp>"],
    ["an angle-bracketed address", "<a@x.jp>"],
    ["no domain", "a@"],
    ["no at sign", "provider.example.jp"],
    ["two at signs", "a@b@x.jp"],
    ["a space inside", "a b@x.jp"],
    ["too long", `${"a".repeat(250)}@x.jp`],
    ["empty", ""],
    ["null", null],
  ])("%s: refused", (_, value) => {
    expect(parseMailAddress(value)).toBeNull();
  });
});
