// The analytics of issue 29: whose figures (a provider's app(s), or for the operator the store or
// one provider) and which Japan-time days a reading covers.
// Ranges are whole Japan days, `from` and `to` inclusive; the comparison is the period of equal
// length just before.
import { z } from "zod";

export const ANALYTICS_RANGES = ["7", "30", "90", "custom"] as const;
export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The longest custom range: a year and a day, so a leap year's full year fits. */
export const ANALYTICS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;

/** Empty query values (a form's empty field) count as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

const isoDay = z.preprocess(emptyAsAbsent, z.iso.date().optional());

const ZId = z.preprocess(emptyAsAbsent, z.coerce.number().int().positive().max(2_147_483_647).optional());

/** Which Japan days: the last 7, 30 or 90, or `custom` from `from` to `to`. */
const rangeFields = {
  range: z.preprocess(emptyAsAbsent, z.enum(ANALYTICS_RANGES).default("30")),
  from: isoDay,
  to: isoDay,
};
type TRangeFields = { range: TAnalyticsRange; from?: string; to?: string };

function checkRange(query: TRangeFields, ctx: z.RefinementCtx) {
  if (query.range !== "custom") return;
  if (!query.from)
    ctx.addIssue({ code: "custom", path: ["from"], message: "developers.analytics.errors.fromRequired" });
  if (!query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "developers.analytics.errors.toRequired" });
  if (!query.from || !query.to) return;
  const days = daysBetween(query.from, query.to) + 1;
  if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "developers.analytics.errors.toBeforeFrom" });
  else if (days > ANALYTICS_MAX_DAYS)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: "developers.analytics.errors.rangeTooLong",
      params: { maximum: ANALYTICS_MAX_DAYS },
    });
}

/** The provider's reading: all its apps, or one (`appId`). */
export const ZAnalyticsQuery = z.object({ appId: ZId, ...rangeFields }).superRefine(checkRange);
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

/** The operator's reading: the whole store, or one provider's apps (`providerId`). */
export const ZStoreAnalyticsQuery = z.object({ providerId: ZId, ...rangeFields }).superRefine(checkRange);
export type TStoreAnalyticsQuery = z.infer<typeof ZStoreAnalyticsQuery>;

/** A Japan-time day as YYYY-MM-DD. */
export function japanDay(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from` (0 for the same day, negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first instant of a Japan-time day. */
export function japanDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - JST_OFFSET_MS);
}

export type TAnalyticsPeriod = { from: string; to: string; days: number };

/** The days a parsed query covers (the last n days end today in Japan), and the period before. */
export function analyticsPeriods(query: TRangeFields, now: Date) {
  let current: TAnalyticsPeriod;
  if (query.range === "custom" && query.from && query.to) {
    current = { from: query.from, to: query.to, days: daysBetween(query.from, query.to) + 1 };
  } else {
    const days = query.range === "custom" ? 30 : Number(query.range);
    const to = japanDay(now);
    current = { from: addDays(to, -(days - 1)), to, days };
  }
  const previous = { from: addDays(current.from, -current.days), to: addDays(current.from, -1), days: current.days };
  return { current, previous };
}
