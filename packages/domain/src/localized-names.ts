// Names the store's operators give in Japanese (the source language) and may translate: the
// taxonomy's categories, plans, tags and news categories (issue 31). A locale without its own name
// shows the Japanese one.
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type TLocale } from "./locales";

/** A name per locale other than Japanese; a missing or empty locale falls back to the Japanese name. */
export type TLocalizedNames = Partial<Record<TLocale, string>>;

/** The locales a name is translated into: every locale but the source language. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<TLocale, "ja"> => locale !== DEFAULT_LOCALE,
);

export const TAXONOMY_NAME_MAX_LENGTH = 60;

/** An operator's translations of one name: each optional, trimmed, the empty string meaning none. */
export const ZLocalizedNames = z
  .object(
    Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, z.string().trim().max(TAXONOMY_NAME_MAX_LENGTH).optional()]),
    ) as Record<(typeof TRANSLATED_LOCALES)[number], z.ZodOptional<z.ZodString>>,
  )
  .strict()
  .transform((names): TLocalizedNames => {
    const kept: TLocalizedNames = {};
    for (const locale of TRANSLATED_LOCALES) {
      const value = names[locale];
      if (value) kept[locale] = value;
    }
    return kept;
  });

/** The name a viewer of this locale reads. */
export function localizedName(name: string, names: TLocalizedNames | null | undefined, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return name;
  return names?.[locale] || name;
}
