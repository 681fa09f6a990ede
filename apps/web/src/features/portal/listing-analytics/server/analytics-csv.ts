import "server-only";
import { LISTING_EVENT_KINDS } from "@store/domain/analytics/listing-events";
import type { TLocale } from "@store/domain/locales";
import { csvCell } from "@/server/csv";
import { serverTranslator } from "@/server/server-translator";
import type { TAnalyticsReading } from "./read-analytics";

/** A byte order mark, so Excel reads the file as UTF-8 (not the system's code page). */
const BOM = "\uFEFF";

/**
 * The daily figures as the page's table shows them, for Excel: UTF-8 with a BOM, CRLF lines,
 * Japan-time dates (YYYY-MM-DD), column labels in the viewer's language.
 */
export function analyticsCsv(reading: TAnalyticsReading, locale: TLocale): string {
  const { t } = serverTranslator(locale);
  const header = [
    t("developers.analytics.table.date"),
    ...LISTING_EVENT_KINDS.map((kind) => t(`developers.analytics.kinds.${kind}`)),
    t("developers.analytics.activeInstallations"),
  ];
  const lines = [header.map(csvCell).join(",")];
  for (const day of reading.days) {
    const cells = [day.day, ...LISTING_EVENT_KINDS.map((kind) => day.counts[kind]), day.activeInstallations];
    lines.push(cells.map(csvCell).join(","));
  }
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** The download's file name: the app's code (or all) and the days. */
export function analyticsCsvName(reading: TAnalyticsReading): string {
  return `analytics-${reading.app?.code ?? "all"}-${reading.period.from}-${reading.period.to}.csv`;
}
