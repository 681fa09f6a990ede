import { describe, expect, it } from "vitest";
import { issuesByField } from "../validation";
import {
  APP_PROVIDER_LIMITS,
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

const REQUIRED = { key: "validation.required" };
const HTML = { key: "developerArea.profile.errors.html" };
const tooLong = (maximum: number) => ({ key: "validation.tooLong", values: { maximum } });

/** Per field, the message keys a refusal names (as the server and the form translate them). */
function issuesOf(input: unknown) {
  const parsed = ZAppProviderProfileInput.safeParse(input, { reportInput: true });
  return parsed.success ? {} : issuesByField(parsed.error);
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
    ["name empty", { name: "  " }, { name: [REQUIRED] }],
    ["name too long", { name: over(APP_PROVIDER_LIMITS.name) }, { name: [tooLong(APP_PROVIDER_LIMITS.name)] }],
    ["name at the limit", { name: "あ".repeat(APP_PROVIDER_LIMITS.name) }, {}],
    [
      "description too long",
      { description: over(APP_PROVIDER_LIMITS.description) },
      { description: [tooLong(APP_PROVIDER_LIMITS.description)] },
    ],
    ["description with HTML", { description: "<script>alert(1)</script>" }, { description: [HTML] }],
    [
      "address too long",
      { address: over(APP_PROVIDER_LIMITS.address) },
      { address: [tooLong(APP_PROVIDER_LIMITS.address)] },
    ],
    ["url without scheme", { url: "komorebi.example" }, { url: [{ key: "validation.url" }] }],
    ["url with javascript:", { url: "javascript:alert(1)" }, { url: [{ key: "validation.url" }] }],
    ["email empty", { email: "" }, { email: [REQUIRED] }],
    ["email missing", { email: undefined }, { email: [REQUIRED] }],
    ["email malformed", { email: "info@" }, { email: [{ key: "validation.email" }] }],
    ["award without title", { awards: [{ title: "" }] }, { "awards.0.title": [REQUIRED] }],
    [
      "award description too long",
      { awards: [{ title: "t", description: over(APP_PROVIDER_LIMITS.awardDescription) }] },
      { "awards.0.description": [tooLong(APP_PROVIDER_LIMITS.awardDescription)] },
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
      { "awards.1.id": [{ key: "developerArea.profile.errors.duplicate" }] },
    ],
    [
      "more awards than allowed",
      { awards: Array.from({ length: APP_PROVIDER_LIMITS.awards + 1 }, () => ({ title: "t" })) },
      { awards: [{ key: "validation.tooMany", values: { maximum: APP_PROVIDER_LIMITS.awards } }] },
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
