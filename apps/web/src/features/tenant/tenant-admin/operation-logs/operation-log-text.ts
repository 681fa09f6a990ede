import type { TOperationType } from "@store/domain/enums";
import { quoteAppNames } from "@store/domain/installation";
import { LOCALE_TAG, STORE_TIME_ZONE, type TLocale } from "@store/domain/locales";

// The operation log in the viewer's language (issue 13 item 7): the stored `message` is the
// Japanese record written at the time and is never changed; the screen and the CSV render the
// message again from the stored operation type and app names.

/** A translator of the `tenantAdmin.operationLogs` namespace. */
export type TOperationLogT = (key: string, values?: Record<string, string | number>) => string;

/** App names as the locale lists them: in corner quotes in Japanese (「A」「B」), else a list ("A and B"). */
export function appNamesText(locale: TLocale, names: readonly string[]): string {
  if (locale === "ja" || locale === "ja-easy") return quoteAppNames(names);
  return new Intl.ListFormat(LOCALE_TAG[locale], { style: "long", type: "conjunction" }).format(names);
}

/** The log's message in the viewer's language, from its operation type and app names. */
export function operationLogMessage(
  t: TOperationLogT,
  locale: TLocale,
  log: { operationType: TOperationType; appNames: readonly string[] },
): string {
  return t(`messages.${log.operationType}`, { apps: appNamesText(locale, log.appNames), count: log.appNames.length });
}

/** When an operation happened, in the locale's date format and the store's time zone. */
export function operatedAtText(locale: TLocale, iso: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}
