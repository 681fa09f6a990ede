import "server-only";
import { LOCALE_LABEL } from "@store/domain/locales";
import { getT } from "@/i18n/get-t";
import { Link } from "@/ui/store-link";
import type { TListingLanguage } from "../read-public-catalog";

/**
 * Issue 31: on an app page its provider translated into the viewer's language, which words are
 * shown (the provider's translation, or the Japanese original the viewer asked for) and a link to
 * the other. Nothing when there is no translation in the viewer's language.
 */
export async function ListingLanguageNotice({ listing, path }: { listing: TListingLanguage; path: string }) {
  if (!listing.available) return null;
  const t = await getT("appDetail.listingLanguage");
  return (
    <p
      role="note"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-canvas px-4 py-3 text-sm"
      data-listing-language={listing.original ? "original" : "translation"}
    >
      <span>{listing.original ? t("original") : t("translation")}</span>
      {listing.original ? (
        <Link href={path} className="font-bold text-brand-700 underline">
          {t("showTranslation", { language: LOCALE_LABEL[listing.locale] })}
        </Link>
      ) : (
        <Link href={`${path}?original=1`} className="font-bold text-brand-700 underline" lang="ja" hrefLang="ja">
          {t("showOriginal")}
        </Link>
      )}
    </p>
  );
}
