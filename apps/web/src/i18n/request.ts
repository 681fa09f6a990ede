import { LOCALE_COOKIE, resolveLocale, type TLocale } from "@store/domain/locales";
import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";

export async function requestLocale(): Promise<TLocale> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get("accept-language"));
}

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: "Asia/Tokyo" };
});
