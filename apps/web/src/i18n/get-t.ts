import "server-only";
import { getTranslations } from "next-intl/server";
import { config } from "@/server/config";

type TValues = Record<string, string | number | Date>;

/** The server side of useT: getTranslations with {store} and {suite} supplied. */
export async function getT(namespace?: string) {
  const t = await getTranslations(namespace);
  const { STORE_NAME, SUITE_NAME } = config();
  return (key: string, values?: TValues) => t(key, { store: STORE_NAME, suite: SUITE_NAME, ...values });
}
