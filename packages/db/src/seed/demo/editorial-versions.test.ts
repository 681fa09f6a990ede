import { EDITORIAL_TRANSLATABLE_FIELDS } from "@store/domain/editorial-translations";
import { describe, expect, it } from "vitest";
import { DEMO_CAMPAIGNS, DEMO_CASES, DEMO_NEWS, DEMO_SPECIALS } from "./editorial";
import {
  DEMO_VERSIONS,
  demoTermsVersions,
  demoVersions,
  type TDemoVersionKind,
  unmatchedDemoVersions,
} from "./editorial-versions";
import { DEMO_TERMS } from "./terms";

const ITEMS: Record<TDemoVersionKind, { title: string }[]> = {
  specials: DEMO_SPECIALS,
  campaigns: DEMO_CAMPAIGNS,
  cases: DEMO_CASES,
  news: DEMO_NEWS,
};
const RICH_TEXT: Partial<Record<TDemoVersionKind, string>> = { specials: "body", cases: "body", news: "bodyContent" };
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;

/** The sequence of an HTML text's tags, without their text. */
function tags(html: string): string[] {
  return html.match(/<\/?[a-z0-9]+/g) ?? [];
}

/** A terms document's shape: each article's heading number and its count of numbered clauses. */
function articles(markdown: string): number[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((article) => article.split("\n").filter((line) => /^\d+\. /.test(line)).length);
}

describe("the demo's editorial versions", () => {
  it("each name an item by its Japanese title, unique in its kind", () => {
    expect(unmatchedDemoVersions()).toEqual([]);
    for (const [kind, items] of Object.entries(ITEMS)) {
      expect(new Set(items.map((item) => item.title)).size, kind).toBe(items.length);
    }
  });

  it("give every special, campaign and case and the 6 newest news items an English version", () => {
    const newest = [...DEMO_NEWS].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, 6);
    for (const [kind, items] of [
      ["specials", DEMO_SPECIALS],
      ["campaigns", DEMO_CAMPAIGNS],
      ["cases", DEMO_CASES],
      ["news", newest],
    ] as const) {
      for (const item of items) expect(demoVersions(kind, item.title)["en-us"], `${kind}: ${item.title}`).toBeDefined();
    }
    for (const special of DEMO_SPECIALS)
      expect(demoVersions("specials", special.title).ko, special.title).toBeDefined();
  });

  it("write every field of their kind, in their own language, with the Japanese's markup", () => {
    for (const kind of Object.keys(DEMO_VERSIONS) as TDemoVersionKind[]) {
      for (const item of ITEMS[kind]) {
        const japanese = item as unknown as Record<string, string>;
        for (const [locale, version] of Object.entries(demoVersions(kind, item.title))) {
          const where = `${kind} ${locale}: ${item.title}`;
          expect(Object.keys(version ?? {}).sort(), where).toEqual([...EDITORIAL_TRANSLATABLE_FIELDS[kind]].sort());
          for (const [field, text] of Object.entries(version ?? {})) {
            expect(text?.trim(), `${where} ${field}`).not.toBe("");
            expect(text, `${where} ${field}`).not.toMatch(JAPANESE);
          }
          const richText = RICH_TEXT[kind];
          if (richText) expect(tags(version?.[richText] ?? ""), where).toEqual(tags(japanese[richText] ?? ""));
        }
      }
    }
  });

  it("give the store terms and the Labs terms an English version of the same articles and clauses", () => {
    const english = DEMO_TERMS.filter((terms) => demoTermsVersions(terms)["en-us"]);
    expect(english.map((terms) => terms.kind).sort()).toEqual(["labs_terms", "terms"]);
    for (const terms of english) {
      const version = demoTermsVersions(terms)["en-us"];
      expect(version?.title, terms.kind).not.toMatch(JAPANESE);
      expect(version?.bodyMarkdown, terms.kind).not.toMatch(JAPANESE);
      expect(version?.bodyMarkdown, terms.kind).toMatch(/^## Article 1 \([A-Z]/m);
      expect(articles(version?.bodyMarkdown ?? ""), terms.kind).toEqual(articles(terms.bodyMarkdown));
      expect(articles(terms.bodyMarkdown).length, terms.kind).toBeGreaterThanOrEqual(5);
    }
  });
});
