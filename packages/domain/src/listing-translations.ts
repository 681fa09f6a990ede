// A provider's listing in the store's other locales (issue 31 item 2): the name, title, description
// and body a provider translated, reviewed with the rest of the content, shown to that locale's
// visitors in place of the Japanese; a field left empty shows the Japanese one. Cards read the
// short fields from the apps row (`card_translations`), pages the whole translation from content.
import { DEFAULT_LOCALE, type TLocale } from "./locales";
import type { TRANSLATED_LOCALES } from "./localized-names";
import type { TAppContent, TListingTranslation } from "./schemas/app-content";

type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A card's translated fields per locale; only the fields a provider filled in. */
export type TCardTranslation = Partial<Record<"name" | "title" | "description", string>>;
export type TCardTranslations = Partial<Record<TTranslatedLocale, TCardTranslation>>;

/** The card fields of content's translations (the apps row's `card_translations`). */
export function cardTranslationsOf(content: Pick<TAppContent, "translations">): TCardTranslations {
  const cards: TCardTranslations = {};
  // Content stored before translations existed has none.
  for (const [locale, translation] of Object.entries(content.translations ?? {}) as [
    TTranslatedLocale,
    TListingTranslation,
  ][]) {
    const card: TCardTranslation = {};
    for (const field of ["name", "title", "description"] as const) {
      const value = translation[field].trim();
      if (value) card[field] = value;
    }
    if (Object.keys(card).length > 0) Object.assign(cards, { [locale]: card });
  }
  return cards;
}

/** Whether a listing has its own words in `locale` (a translated name, title, description or body). */
export function translationIn(
  translations: Partial<Record<string, Partial<TListingTranslation>>> | undefined,
  locale: TLocale,
): Partial<TListingTranslation> | null {
  if (locale === DEFAULT_LOCALE || !translations) return null;
  const translation = translations[locale];
  if (!translation) return null;
  return Object.values(translation).some((value) => typeof value === "string" && value.trim() !== "")
    ? translation
    : null;
}

/** `app` with the translated fields of `translation` in place of the Japanese ones (empty ones kept). */
export function withTranslation<T extends { name: string; title: string; description: string; body?: string }>(
  app: T,
  translation: Partial<TListingTranslation> | null,
): T {
  if (!translation) return app;
  const pick = (value: string | undefined, original: string) => (value?.trim() ? value : original);
  return {
    ...app,
    name: pick(translation.name, app.name),
    title: pick(translation.title, app.title),
    description: pick(translation.description, app.description),
    ...(app.body === undefined ? {} : { body: pick(translation.body, app.body) }),
  };
}

/**
 * A card as a viewer of `locale` reads it: the provider's translated name, title and description
 * in place of the Japanese ones, and without the translations themselves (which stay internal).
 * A card without a title (an editorial page's) gets its name and description translated.
 */
export function localizeCard<T extends { name: string; title?: string; description: string }>(
  app: T & { cardTranslations?: TCardTranslations },
  locale: TLocale,
): T {
  const { cardTranslations, ...card } = app;
  const translation = locale === DEFAULT_LOCALE ? undefined : cardTranslations?.[locale as TTranslatedLocale];
  if (card.title !== undefined) return withTranslation(card as T & { title: string }, translation ?? null);
  const translated = withTranslation({ ...card, title: "" }, translation ?? null);
  const { title: _title, ...untitled } = translated;
  return untitled as unknown as T;
}
