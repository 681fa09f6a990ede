import "server-only";
import type { TLocale } from "@store/domain/locales";
import { serverTranslator } from "@/server/server-translator";

/**
 * The document request's server texts (API errors, the mail) in one locale. They are read outside
 * a page request (the mail is written by the job worker), so the locale is passed, not resolved.
 */
export async function documentRequestTexts(locale: TLocale) {
  const { t } = serverTranslator(locale);
  return (key: string, values?: Record<string, string | number>) => t(`documentRequest.${key}`, values);
}

export type TDocumentRequestTexts = Awaited<ReturnType<typeof documentRequestTexts>>;
