import { LOCALE_TAG, type TLocale } from "@store/domain/locales";

// A voice is written in its author's language and shown with it (issue 28): the text carries its
// language for assistive technology, and a voice in another language than the viewer's says which.

/** The language itself, without the region: what a reader needs to know about a voice's text. */
const LANGUAGE_OF: Record<TLocale, string> = {
  ja: "ja",
  "ja-easy": "ja",
  "en-us": "en",
  ko: "ko",
  pt: "pt",
  vi: "vi",
  "zh-cn": "zh-Hans",
  "zh-tw": "zh-Hant",
  "id-id": "id",
};

/** The `lang` attribute of a text written in `locale`. */
export function voiceLang(locale: TLocale): string {
  return LOCALE_TAG[locale];
}

/** Japanese and easy Japanese are one language to a reader: neither needs a label for the other. */
export function sameLanguage(a: TLocale, b: TLocale): boolean {
  return LANGUAGE_OF[a] === LANGUAGE_OF[b];
}

/** Names of the voices' languages in the viewer's language ("英語", "English"). */
export function languageNames(viewer: TLocale): (locale: TLocale) => string {
  const names = new Intl.DisplayNames([LOCALE_TAG[viewer]], { type: "language" });
  return (locale) => names.of(LANGUAGE_OF[locale]) ?? locale;
}
