// The store's editorial content in its other locales (issue 31 item 1): an operator may write a
// version of a special, campaign, case study, news item or terms document per locale. A viewer of
// that locale reads it in place of the Japanese (a field its version leaves empty stays Japanese);
// a viewer of a locale without one reads the Japanese, told so by the page.
import { TRANSLATED_LOCALES } from "./localized-names";
import { DEFAULT_LOCALE, type TLocale } from "./locales";

type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The fields each kind's version holds; the first one (its title) names the version. */
export const EDITORIAL_TRANSLATABLE_FIELDS = {
  specials: ["title", "description", "body"],
  campaigns: ["title", "description", "benefits", "conditions"],
  cases: ["title", "summary", "body", "companyName", "companySize", "industry"],
  news: ["title", "bodyContent"],
  terms: ["title", "bodyMarkdown"],
} as const;
export type TTranslatableKind = keyof typeof EDITORIAL_TRANSLATABLE_FIELDS;

/** A content item's versions: locale → field → text, only the fields an operator wrote. */
export type TEditorialTranslations = Partial<Record<TTranslatedLocale, Partial<Record<string, string>>>>;

export function isTranslatableKind(kind: string): kind is TTranslatableKind {
  return Object.hasOwn(EDITORIAL_TRANSLATABLE_FIELDS, kind);
}

/** The locales `translations` has a version in (a title written), in the store's locale order. */
export function translatedLocales(
  translations: Partial<Record<TTranslatedLocale, { title?: unknown }>> | undefined,
): TTranslatedLocale[] {
  return TRANSLATED_LOCALES.filter((locale) => !!translations?.[locale]?.title);
}

/**
 * `item` as a viewer of `locale` reads it: the version of that locale in place of the Japanese
 * fields it names (empty ones stay Japanese), without the versions themselves, and the language
 * the viewer reads (`contentLocale`: the viewer's when there was a version, else Japanese).
 */
export function localizeEditorial<T extends { translations?: Partial<Record<string, Record<string, unknown>>> }>(
  item: T,
  locale: TLocale,
): Omit<T, "translations"> & { contentLocale: TLocale } {
  const { translations, ...rest } = item;
  const version = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
  if (typeof version?.title !== "string" || version.title === "") return { ...rest, contentLocale: DEFAULT_LOCALE };
  const localized: Record<string, unknown> = { ...rest };
  for (const [field, value] of Object.entries(version)) {
    const text = typeof value === "string" && value.trim() !== "" && typeof localized[field] === "string";
    // A terms version's contents go with its body.
    const list = Array.isArray(value) && Array.isArray(localized[field]);
    if (text || list) localized[field] = value;
  }
  return { ...(localized as Omit<T, "translations">), contentLocale: locale };
}

/**
 * A terms version as a viewer of `locale` reads it (localizeEditorial), with the language of its
 * body (`bodyLocale`): a version with a title only reads the Japanese body under its own title
 * (packages/db/src/terms-translations.ts), which the page says.
 */
export function localizeTerms<T extends { translations?: Partial<Record<string, Record<string, unknown>>> }>(
  terms: T,
  locale: TLocale,
): Omit<T, "translations"> & { contentLocale: TLocale; bodyLocale: TLocale } {
  const localized = localizeEditorial(terms, locale);
  const ownBody = localized.contentLocale !== DEFAULT_LOCALE && !!terms.translations?.[locale]?.bodyMarkdown;
  return { ...localized, bodyLocale: ownBody ? localized.contentLocale : DEFAULT_LOCALE };
}

/** A public editorial item as read from the database: every version, before a viewer's locale picks one. */
export type TEditorialSource<T, TVersions = TEditorialTranslations> = Omit<T, "contentLocale"> & {
  translations: TVersions;
};
