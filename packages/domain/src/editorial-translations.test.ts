import { describe, expect, it } from "vitest";
import { localizeEditorial, localizeTerms, translatedLocales } from "./editorial-translations";
import { ZCaseInput, ZSpecialInput, ZTermsVersionFields } from "./schemas/editorial";

const special = {
  title: "春の特集",
  description: "新年度の準備に",
  body: "<p>本文</p>",
  heroImageUrl: null,
  appIds: [],
};

describe("an editorial item's versions in other languages (issue 31)", () => {
  it("give a viewer of a written locale its text, the Japanese where a field is left empty", () => {
    const item = {
      id: 1,
      title: "春の特集",
      description: "新年度の準備に",
      body: "<p>本文</p>",
      translations: { "en-us": { title: "Spring picks", body: "<p>Body</p>" } },
    };
    expect(localizeEditorial(item, "en-us")).toEqual({
      id: 1,
      title: "Spring picks",
      description: "新年度の準備に",
      body: "<p>Body</p>",
      contentLocale: "en-us",
    });
    // Another locale, and Japanese itself, read the Japanese; the versions never go out.
    expect(localizeEditorial(item, "vi")).toEqual({
      id: 1,
      title: "春の特集",
      description: "新年度の準備に",
      body: "<p>本文</p>",
      contentLocale: "ja",
    });
    expect(localizeEditorial(item, "ja")).not.toHaveProperty("translations");
  });

  it("replace a terms version's contents with its body's", () => {
    const terms = {
      title: "利用規約",
      bodyHtml: "<h2 id='a'>第1条</h2>",
      toc: [{ id: "a", text: "第1条", depth: 2 as const }],
      translations: {
        ko: { title: "이용약관", bodyMarkdown: "## 제1조", bodyHtml: "<h2 id='b'>제1조</h2>", toc: [] },
      },
    };
    expect(localizeEditorial(terms, "ko")).toMatchObject({ title: "이용약관", toc: [], contentLocale: "ko" });
  });

  it("say which language a terms version's body is in: Japanese under a title-only version", () => {
    const japanese = { title: "利用規約", bodyHtml: "<p>本文</p>", toc: [] };
    const terms = {
      ...japanese,
      translations: {
        ko: { title: "이용약관", bodyMarkdown: "본문", bodyHtml: "<p>본문</p>", toc: [] },
        "en-us": { title: "Terms of use", bodyMarkdown: "", bodyHtml: "<p>本文</p>", toc: [] },
      },
    };
    expect(localizeTerms(terms, "ko")).toMatchObject({ contentLocale: "ko", bodyLocale: "ko" });
    expect(localizeTerms(terms, "en-us")).toMatchObject({
      title: "Terms of use",
      bodyHtml: "<p>本文</p>",
      contentLocale: "en-us",
      bodyLocale: "ja",
    });
    expect(localizeTerms(terms, "vi")).toMatchObject({ title: "利用規約", contentLocale: "ja", bodyLocale: "ja" });
  });

  it("are taken from an operator with a title each, empty ones dropped", () => {
    const parsed = ZSpecialInput.parse({
      ...special,
      translations: { "en-us": { title: " Spring picks ", description: "" }, ko: { title: "", body: "" } },
    });
    expect(parsed.translations).toEqual({ "en-us": { title: "Spring picks" } });
    expect(translatedLocales(parsed.translations)).toEqual(["en-us"]);
    // Left out, there are none.
    expect(ZSpecialInput.parse(special).translations).toEqual({});
  });

  it("are named in the store's language order, whatever order they were stored in", () => {
    const stored = { "zh-tw": { title: "春季精選" }, vi: { title: "" }, "en-us": { title: "Spring picks" } };
    expect(translatedLocales(stored)).toEqual(["en-us", "zh-tw"]);
  });

  it("are refused at the field: a version without its title, an unknown language or field, a long text", () => {
    const refused = ZSpecialInput.safeParse({
      ...special,
      translations: { vi: { description: "Mùa xuân" } },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["translations.vi.title", "opsEditorial.errors.translationTitle"],
    ]);
    expect(ZSpecialInput.safeParse({ ...special, translations: { fr: { title: "Printemps" } } }).success).toBe(false);
    expect(ZSpecialInput.safeParse({ ...special, translations: { ja: { title: "春" } } }).success).toBe(false);
    expect(
      ZCaseInput.safeParse({
        companyName: "A",
        companySize: "10",
        industry: "IT",
        title: "t",
        summary: "s",
        body: "b",
        imageUrl: null,
        appIds: [],
        translations: { "en-us": { title: "x", heroImageUrl: "/media/a.png" } },
      }).success,
    ).toBe(false);
    const long = ZTermsVersionFields.safeParse({
      version: "2026-12-01",
      title: "利用規約",
      bodyMarkdown: "本文",
      effectiveAt: "2026-12-01T00:00:00+09:00",
      translations: { "en-us": { title: "x".repeat(201) } },
    });
    expect(long.error?.issues[0]?.path).toEqual(["translations", "en-us", "title"]);
  });
});
