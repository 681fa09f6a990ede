import "server-only";
import { getT } from "@/i18n/get-t";
import { requestLocale } from "@/server/pages/request-locale";

/** The interface languages that read the store's Japanese content as it is. */
const READS_JAPANESE = new Set(["ja", "ja-easy"]);

/**
 * Issue 31: the visible fallback of the store's editorial pages and terms, which are written in
 * Japanese: a viewer of another language is told so, above the content, instead of meeting it
 * unannounced. Nothing for a Japanese viewer.
 */
export async function JapaneseOnlyNotice({ className = "" }: { className?: string }) {
  const locale = await requestLocale();
  if (READS_JAPANESE.has(locale)) return null;
  const t = await getT("editorialLanguage");
  return (
    <p
      role="note"
      className={`rounded-lg border border-line bg-canvas px-4 py-3 text-sm ${className}`}
      data-japanese-only=""
    >
      {t("japaneseOnly")}
    </p>
  );
}
