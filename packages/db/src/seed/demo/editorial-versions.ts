// The demo's editorial content in other locales (issue 31) as the demo seed passes it on: an item's
// versions are found by its Japanese title, a terms version's by its kind and version. A key that
// names no item would drop its version without a word, so the seed refuses to run while one does
// (unmatchedDemoVersions; editorial-versions.test.ts checks the same, and what the versions hold).
import type { TEditorialTranslations } from "@store/domain/editorial-translations";
import type { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import { DEMO_CAMPAIGNS, DEMO_CASES, DEMO_NEWS, DEMO_SPECIALS } from "./editorial";
import {
  ENGLISH_CAMPAIGNS,
  ENGLISH_CASES,
  ENGLISH_NEWS,
  ENGLISH_SPECIALS,
  type TNewsVersion,
} from "./editorial-english";
import { KOREAN_SPECIALS } from "./editorial-korean";
import { DEMO_TERMS } from "./terms";
import { ENGLISH_TERMS } from "./terms-english";

type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
export type TDemoVersionKind = "specials" | "campaigns" | "cases" | "news";
/** Japanese title → the fields of its version. */
type TVersionsByTitle = Record<string, Record<string, string>>;

/** A news item's paragraphs as its body, as DEMO_NEWS writes the Japanese. */
function newsVersions(items: Record<string, TNewsVersion>): TVersionsByTitle {
  return Object.fromEntries(
    Object.entries(items).map(([key, { title, body }]) => [
      key,
      { title, bodyContent: body.map((p) => `<p>${p}</p>`).join("") },
    ]),
  );
}

/** Each kind's versions, per locale. */
export const DEMO_VERSIONS: Record<TDemoVersionKind, Partial<Record<TTranslatedLocale, TVersionsByTitle>>> = {
  specials: { "en-us": ENGLISH_SPECIALS, ko: KOREAN_SPECIALS },
  campaigns: { "en-us": ENGLISH_CAMPAIGNS },
  cases: { "en-us": ENGLISH_CASES },
  news: { "en-us": newsVersions(ENGLISH_NEWS) },
};

/** The terms versions' versions, per locale: "kind version" → its title and Markdown. */
export const DEMO_TERMS_VERSIONS: Partial<
  Record<TTranslatedLocale, Record<string, { title: string; bodyMarkdown: string }>>
> = { "en-us": ENGLISH_TERMS };

/** The Japanese titles of the demo's items of `kind`. */
function japaneseTitles(kind: TDemoVersionKind): string[] {
  const items = { specials: DEMO_SPECIALS, campaigns: DEMO_CAMPAIGNS, cases: DEMO_CASES, news: DEMO_NEWS }[kind];
  return items.map((item) => item.title);
}

export function termsKey(terms: { kind: string; version: string }): string {
  return `${terms.kind} ${terms.version}`;
}

/** The versions of the item of `kind` titled `japaneseTitle` in Japanese, in every locale that has one. */
export function demoVersions(kind: TDemoVersionKind, japaneseTitle: string): TEditorialTranslations {
  const versions: TEditorialTranslations = {};
  for (const [locale, byTitle] of Object.entries(DEMO_VERSIONS[kind]) as [TTranslatedLocale, TVersionsByTitle][]) {
    const version = byTitle[japaneseTitle];
    if (version) versions[locale] = { ...version };
  }
  return versions;
}

/** The versions of the terms version `terms`, in every locale that has one. */
export function demoTermsVersions(terms: {
  kind: string;
  version: string;
}): Partial<Record<TTranslatedLocale, { title: string; bodyMarkdown: string }>> {
  const versions: Partial<Record<TTranslatedLocale, { title: string; bodyMarkdown: string }>> = {};
  for (const [locale, byKey] of Object.entries(DEMO_TERMS_VERSIONS) as [
    TTranslatedLocale,
    Record<string, { title: string; bodyMarkdown: string }>,
  ][]) {
    const version = byKey[termsKey(terms)];
    if (version) versions[locale] = version;
  }
  return versions;
}

/** Every key of the versions that names no demo item ("kind locale: key"); the seed runs only with none. */
export function unmatchedDemoVersions(): string[] {
  const unmatched: string[] = [];
  for (const kind of Object.keys(DEMO_VERSIONS) as TDemoVersionKind[]) {
    const titles = new Set(japaneseTitles(kind));
    for (const [locale, byTitle] of Object.entries(DEMO_VERSIONS[kind])) {
      for (const key of Object.keys(byTitle ?? {})) if (!titles.has(key)) unmatched.push(`${kind} ${locale}: ${key}`);
    }
  }
  const termsKeys = new Set(DEMO_TERMS.map(termsKey));
  for (const [locale, byKey] of Object.entries(DEMO_TERMS_VERSIONS)) {
    for (const key of Object.keys(byKey ?? {})) if (!termsKeys.has(key)) unmatched.push(`terms ${locale}: ${key}`);
  }
  return unmatched;
}
