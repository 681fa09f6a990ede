import { getRequestConfig } from "next-intl/server";
import { requestLocale } from "@/server/pages/request-locale";

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: "Asia/Tokyo" };
});
