import "server-only";
import { LOCALE_COOKIE, resolveLocale, type TLocale } from "@store/domain/locales";
import { createTranslator } from "next-intl";
import enUs from "../../messages/en-us.json";
import idId from "../../messages/id-id.json";
import ja from "../../messages/ja.json";
import jaEasy from "../../messages/ja-easy.json";
import ko from "../../messages/ko.json";
import pt from "../../messages/pt.json";
import vi from "../../messages/vi.json";
import zhCn from "../../messages/zh-cn.json";
import zhTw from "../../messages/zh-tw.json";
import { config } from "./config";

type TValues = Record<string, string | number>;
type TMessages = Parameters<typeof createTranslator>[0]["messages"];

const CATALOGS: Record<TLocale, TMessages> = {
  ja,
  "ja-easy": jaEasy,
  "en-us": enUs,
  ko,
  pt,
  vi,
  "zh-cn": zhCn,
  "zh-tw": zhTw,
  "id-id": idId,
};

/** SPEC §1 locale of a request outside a page render (route handlers): cookie, Accept-Language, ja. */
export function localeOfRequest(request: Pick<Request, "headers">): TLocale {
  return localeOfHeaders((name) => request.headers.get(name));
}

/** The caller's language from its headers: the locale cookie, then Accept-Language, then `ja`. */
export function localeOfHeaders(getHeader: (name: string) => string | null): TLocale {
  const cookieHeader = getHeader("cookie") ?? "";
  const prefix = `${LOCALE_COOKIE}=`;
  const cookie = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return resolveLocale(cookie, getHeader("accept-language"));
}

export type TServerTranslator = {
  locale: TLocale;
  has: (key: string) => boolean;
  /** A message by its full dotted key, with {store} and {suite} supplied. */
  t: (key: string, values?: TValues) => string;
};

/**
 * Messages of one locale read synchronously by their full key, for code that answers outside a
 * page render (an error body is written inside a catch, where nothing should be awaited).
 */
export function serverTranslator(locale: TLocale): TServerTranslator {
  const translator = createTranslator({ locale, messages: CATALOGS[locale] });
  const { STORE_NAME, SUITE_NAME } = config();
  const loose = translator as unknown as ((key: string, values?: TValues) => string) & {
    has: (key: string) => boolean;
  };
  return {
    locale,
    has: (key) => loose.has(key),
    t: (key, values) => loose(key, { store: STORE_NAME, suite: SUITE_NAME, ...values }),
  };
}
