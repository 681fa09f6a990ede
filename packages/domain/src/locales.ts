// The nine interface languages of SPEC §1. Japanese is the source language and the fallback.

export const LOCALES = ["ja", "ja-easy", "en-us", "ko", "pt", "vi", "zh-cn", "zh-tw", "id-id"] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = "ja";

/** The cookie carries the product prefix like every cookie of the store (SPEC §9). */
export const LOCALE_COOKIE = "hrstore_locale";

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function parseLocale(value: unknown): TLocale {
  if (typeof value !== "string") return DEFAULT_LOCALE;
  const lower = value.toLowerCase();
  return isLocale(lower) ? lower : DEFAULT_LOCALE;
}

/** Week start per locale (SPEC §9): 0 = Sunday, 1 = Monday. */
export const WEEK_START: Record<TLocale, 0 | 1> = {
  ja: 0,
  "ja-easy": 0,
  "en-us": 0,
  ko: 0,
  "zh-cn": 0,
  "zh-tw": 0,
  "id-id": 1,
  pt: 1,
  vi: 1,
};

/** The store's time zone: dates and times are shown and exported in Japan time, whatever the locale. */
export const STORE_TIME_ZONE = "Asia/Tokyo";

/** The BCP 47 tag for Intl formatting and the html lang attribute. */
export const LOCALE_TAG: Record<TLocale, string> = {
  ja: "ja",
  "ja-easy": "ja",
  "en-us": "en-US",
  ko: "ko",
  pt: "pt",
  vi: "vi",
  "zh-cn": "zh-CN",
  "zh-tw": "zh-TW",
  "id-id": "id",
};

/** Each language named in itself, for the switcher. */
export const LOCALE_LABEL: Record<TLocale, string> = {
  ja: "日本語",
  "ja-easy": "やさしい にほんご",
  "en-us": "English",
  ko: "한국어",
  pt: "Português",
  vi: "Tiếng Việt",
  "zh-cn": "简体中文",
  "zh-tw": "繁體中文",
  "id-id": "Bahasa Indonesia",
};

function matchTag(tag: string): TLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (isLocale(lower)) return lower;
  const [lang, region] = lower.split("-");
  if (lang === "zh") {
    if (region === "tw" || region === "hk" || region === "mo" || region === "hant") return "zh-tw";
    return "zh-cn";
  }
  if (lang === "en") return "en-us";
  if (lang === "id" || lang === "in") return "id-id";
  return LOCALES.find((l) => l === lang);
}

/** Picks the best supported locale from an Accept-Language header, by quality. */
export function negotiateLocale(acceptLanguage: string | null | undefined): TLocale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return undefined;
}

/** SPEC §1 order: the cookie, then Accept-Language, then Japanese. */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | null): TLocale {
  if (isLocale(cookieValue)) return cookieValue;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}
