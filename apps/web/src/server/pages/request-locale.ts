import "server-only";
import { LOCALE_COOKIE, resolveLocale, type TLocale } from "@store/domain/locales";
import { cookies, headers } from "next/headers";

/** SPEC §1 locale of the page being rendered: the locale cookie, then Accept-Language, then `ja`. */
export async function requestLocale(): Promise<TLocale> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get("accept-language"));
}
