import { describe, expect, it } from "vitest";
import { languageNames, sameLanguage } from "./voice-language";

describe("a voice's language", () => {
  it.each([
    ["ja", "ja-easy", true],
    ["ja", "en-us", false],
    ["zh-cn", "zh-tw", false],
    ["pt", "pt", true],
  ] as const)("%s and %s are the same language to a reader: %s", (a, b, same) => {
    expect(sameLanguage(a, b)).toBe(same);
  });

  it.each([
    ["ja", "en-us", "英語"],
    ["en-us", "ja", "Japanese"],
    ["en-us", "zh-tw", "Traditional Chinese"],
    ["ja", "zh-cn", "簡体中国語"],
  ] as const)("is named for a %s viewer: %s → %s", (viewer, locale, name) => {
    expect(languageNames(viewer)(locale)).toBe(name);
  });
});
