import "server-only";
import type { TLocale } from "@store/domain/locales";
import { createTranslator } from "next-intl";
import { config } from "@/server/config";

type TValues = Record<string, string | number>;

/** The access request's mail texts in one locale; the job worker writes them outside a page request. */
export async function accessRequestTexts(locale: TLocale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: "accessRequest" });
  const { STORE_NAME } = config();
  return (key: string, values?: TValues) =>
    (t as unknown as (key: string, values?: TValues) => string)(key, { store: STORE_NAME, ...values });
}
