import { describe, expect, it } from "vitest";
import { LOCALES, negotiateLocale, parseLocale, resolveLocale, WEEK_START } from "./locales";

describe("locales (SPEC §1, §9)", () => {
  it("has the nine interface languages", () => {
    expect(LOCALES).toEqual(["ja", "ja-easy", "en-us", "ko", "pt", "vi", "zh-cn", "zh-tw", "id-id"]);
  });

  it("falls back to ja for anything unknown", () => {
    expect(parseLocale("fr")).toBe("ja");
    expect(parseLocale(undefined)).toBe("ja");
    expect(parseLocale("EN-US")).toBe("en-us");
  });

  it.each([
    ["en-US,en;q=0.9", "en-us"],
    ["ko-KR,ko;q=0.9", "ko"],
    ["zh-TW,zh;q=0.9", "zh-tw"],
    ["zh-Hant", "zh-tw"],
    ["zh-CN", "zh-cn"],
    ["pt-BR", "pt"],
    ["id", "id-id"],
    ["fr-FR,vi;q=0.5", "vi"],
    ["fr-FR,de;q=0.8", undefined],
    ["de;q=0.9,en;q=0", undefined],
  ])("Accept-Language %j gives %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it("prefers the cookie, then Accept-Language, then ja", () => {
    expect(resolveLocale("vi", "en-US")).toBe("vi");
    expect(resolveLocale("xx", "en-US")).toBe("en-us");
    expect(resolveLocale(undefined, null)).toBe("ja");
  });

  it("starts the week on Sunday or Monday per locale", () => {
    const monday = LOCALES.filter((l) => WEEK_START[l] === 1);
    expect(monday.sort()).toEqual(["id-id", "pt", "vi"]);
  });
});
