import "server-only";
import type { TLocale } from "@store/domain/locales";
import { serverTranslator } from "@/server/server-translator";

/** The access request's mail texts in one locale; the job worker writes them outside a page request. */
export async function accessRequestTexts(locale: TLocale) {
  const { t } = serverTranslator(locale);
  return (key: string, values?: Record<string, string | number>) => t(`accessRequest.${key}`, values);
}
