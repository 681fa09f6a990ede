import "server-only";
import type { TLocale } from "@store/domain/locales";
import { createTranslator } from "next-intl";
import { config } from "@/server/config";

type TValues = Record<string, string | number>;

/**
 * The document request's server texts (API errors, the mail) in one locale. They are read outside
 * a page request (the mail is written by the job worker), so the locale is passed, not resolved.
 */
export async function documentRequestTexts(locale: TLocale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: "documentRequest" });
  const { STORE_NAME, SUITE_NAME } = config();
  return (key: string, values?: TValues) =>
    (t as unknown as (key: string, values?: TValues) => string)(key, {
      store: STORE_NAME,
      suite: SUITE_NAME,
      ...values,
    });
}

export type TDocumentRequestTexts = Awaited<ReturnType<typeof documentRequestTexts>>;
