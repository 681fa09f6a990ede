import { describe, expect, it } from "vitest";
import {
  APP_PROVIDER_LIMITS,
  profileIssues,
  type TAppProviderProfileInput,
  ZAppProviderProfileInput,
  ZUpdateAppProviderProfileRequest,
} from "./app-provider-profile";

const valid: TAppProviderProfileInput = {
  name: "こもれび会計株式会社",
  description: "会計・給与・経費をつなぐ。\n二行目。",
  address: "東京都渋谷区桜丘町9-8",
  url: "https://komorebi-accounting.example/",
  email: "info@komorebi-accounting.example",
  awards: [{ id: 3, title: "アワード", description: "説明" }, { title: "新しい賞" }],
};

function issuesOf(input: unknown) {
  const parsed = ZAppProviderProfileInput.safeParse(input);
  return parsed.success ? {} : profileIssues(parsed.error);
}

describe("the company profile's fields", () => {
  it("accepts a complete profile and normalises its text", () => {
    const parsed = ZAppProviderProfileInput.parse({ ...valid, name: "  こもれび\n会計  ", description: "a\r\nb " });
    expect(parsed.name).toBe("こもれび 会計");
    expect(parsed.description).toBe("a\nb");
    expect(parsed.awards[1]).toEqual({ title: "新しい賞", description: "" });
  });

  it("clears the url with an empty field or null", () => {
    expect(ZAppProviderProfileInput.parse({ ...valid, url: "  " }).url).toBeNull();
    expect(ZAppProviderProfileInput.parse({ ...valid, url: null }).url).toBeNull();
  });

  const over = (max: number) => "あ".repeat(max + 1);
  it.each([
    ["name empty", { name: "  " }, { name: ["required"] }],
    ["name too long", { name: over(APP_PROVIDER_LIMITS.name) }, { name: ["tooLong"] }],
    ["name at the limit", { name: "あ".repeat(APP_PROVIDER_LIMITS.name) }, {}],
    ["description too long", { description: over(APP_PROVIDER_LIMITS.description) }, { description: ["tooLong"] }],
    ["description with HTML", { description: "<script>alert(1)</script>" }, { description: ["html"] }],
    ["address too long", { address: over(APP_PROVIDER_LIMITS.address) }, { address: ["tooLong"] }],
    ["url without scheme", { url: "komorebi.example" }, { url: ["invalidUrl"] }],
    ["url with javascript:", { url: "javascript:alert(1)" }, { url: ["invalidUrl"] }],
    ["email empty", { email: "" }, { email: ["required"] }],
    ["email malformed", { email: "info@" }, { email: ["invalidEmail"] }],
    ["award without title", { awards: [{ title: "" }] }, { "awards.0.title": ["required"] }],
    [
      "award description too long",
      { awards: [{ title: "t", description: over(APP_PROVIDER_LIMITS.awardDescription) }] },
      { "awards.0.description": ["tooLong"] },
    ],
    ["a removed award is not checked", { awards: [{ id: 4, _destroy: true, title: "" }] }, {}],
    [
      "the same award twice",
      {
        awards: [
          { id: 4, title: "a" },
          { id: 4, title: "b" },
        ],
      },
      { "awards.1.id": ["duplicate"] },
    ],
    [
      "more awards than allowed",
      { awards: Array.from({ length: APP_PROVIDER_LIMITS.awards + 1 }, () => ({ title: "t" })) },
      { awards: ["tooMany"] },
    ],
    [
      "as many awards as allowed, plus removed ones",
      {
        awards: [
          ...Array.from({ length: APP_PROVIDER_LIMITS.awards }, () => ({ title: "t" })),
          { id: 9, _destroy: true, title: "old" },
        ],
      },
      {},
    ],
  ])("%s", (_, change, expected) => {
    expect(issuesOf({ ...valid, ...change })).toEqual(expected);
  });

  it("counts characters, not UTF-16 units, against the limit", () => {
    expect(issuesOf({ ...valid, name: "𠮷".repeat(APP_PROVIDER_LIMITS.name) })).toEqual({});
  });

  it("needs the updatedAt the form was loaded with to save", () => {
    const parsed = ZUpdateAppProviderProfileRequest.safeParse(valid);
    expect(parsed.success).toBe(false);
    expect(
      ZUpdateAppProviderProfileRequest.safeParse({ ...valid, updatedAt: "2026-01-02T03:04:05.678Z" }).success,
    ).toBe(true);
  });
});
