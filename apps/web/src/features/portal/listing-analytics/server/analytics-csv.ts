import "server-only";
import type { TListingAnalytics } from "@store/db/queries/listing-analytics";
import { LISTING_EVENT_KINDS } from "@store/domain/analytics/listing-events";
import type { TLocale } from "@store/domain/locales";
import { csvCell } from "@/server/csv";
import { serverTranslator } from "@/server/server-translator";

/** A byte order mark, so Excel reads the file as UTF-8 (not the system's code page). */
const BOM = "\uFEFF";

/**
 * The page's tables for Excel: the days (Japan-time dates, YYYY-MM-DD, each kind of event and the
 * installations active at the day's end), then after an empty line the sources, the uninstall
 * reasons and their comments when there are any; UTF-8 with a BOM, CRLF lines, labels in the
 * viewer's language.
 */
export function analyticsCsv(reading: TListingAnalytics, locale: TLocale): string {
  const { t } = serverTranslator(locale);
  const a = (key: string) => t(`developers.analytics.${key}`);
  const table = (rows: (string | number)[][]) => rows.map((cells) => cells.map(csvCell).join(","));
  const blocks = [
    table([
      [a("table.date"), ...LISTING_EVENT_KINDS.map((kind) => a(`kinds.${kind}`)), a("activeInstallations")],
      ...reading.days.map((day) => [
        day.day,
        ...LISTING_EVENT_KINDS.map((kind) => day.counts[kind]),
        day.activeInstallations,
      ]),
    ]),
  ];
  const none = a("sources.none");
  if (reading.sources.length > 0)
    blocks.push(
      table([
        [a("sources.kind"), "utm_source", "utm_medium", "utm_campaign", a("sources.count")],
        ...reading.sources.map((source) => [
          a(`kinds.${source.kind}`),
          source.utmSource || none,
          source.utmMedium || none,
          source.utmCampaign || none,
          source.count,
        ]),
      ]),
    );
  if (reading.uninstallReasons.length > 0)
    blocks.push(
      table([
        [a("reasons.reason"), a("reasons.count")],
        ...reading.uninstallReasons.map((row) => [a(`reasons.options.${row.reason}`), row.count]),
      ]),
    );
  if (reading.uninstallNotes.length > 0)
    blocks.push(
      table([
        [a("table.date"), a("reasons.reason"), a("reasons.note")],
        ...reading.uninstallNotes.map((row) => [row.day, a(`reasons.options.${row.reason}`), row.note]),
      ]),
    );
  return `${BOM}${blocks.map((lines) => lines.join("\r\n")).join("\r\n\r\n")}\r\n`;
}

/** The download's file name: whose figures (an app's code, `all`, a provider, `store`) and the days. */
export function analyticsCsvName(subject: string, reading: TListingAnalytics): string {
  return `analytics-${subject}-${reading.period.from}-${reading.period.to}.csv`;
}
