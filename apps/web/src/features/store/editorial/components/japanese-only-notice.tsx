import "server-only";
import { DEFAULT_LOCALE, type TLocale } from "@store/domain/locales";
import { getT } from "@/i18n/get-t";
import { requestLocale } from "@/server/pages/request-locale";

/** The interface languages that read the store's Japanese content as it is. */
const READS_JAPANESE = new Set(["ja", "ja-easy"]);

/**
 * Issue 31: the visible fallback of the store's editorial pages and terms, written in Japanese and
 * by choice in other languages: a viewer of another language reading Japanese text (`contentLocales`
 * of what the page shows) is told so, above the content, instead of meeting it unannounced. Nothing
 * for a Japanese viewer, nor when every item is in the viewer's language.
 */
export async function JapaneseOnlyNotice({
  contentLocales,
  className = "",
}: {
  contentLocales: readonly TLocale[];
  className?: string;
}) {
  const locale = await requestLocale();
  const japanese = contentLocales.filter((content) => content === DEFAULT_LOCALE).length;
  if (READS_JAPANESE.has(locale) || japanese === 0) return null;
  const t = await getT("editorialLanguage");
  return (
    <p
      role="note"
      className={`rounded-lg border border-line bg-canvas px-4 py-3 text-sm ${className}`}
      data-japanese-only=""
    >
      {japanese === contentLocales.length ? t("japaneseOnly") : t("partlyJapanese")}
    </p>
  );
}
