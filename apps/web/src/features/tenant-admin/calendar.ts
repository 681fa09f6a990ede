// The month grid of the operation log's date picker: weeks start on the locale's week start
// (SPEC §9: Sunday for ja, ja-easy, en-us, ko, zh-cn, zh-tw; Monday for id-id, pt, vi). Dates are
// plain ISO calendar dates (YYYY-MM-DD), computed in UTC so no time zone shifts a day.

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A strict YYYY-MM-DD that names a real day (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parse(value);
  return !Number.isNaN(date.getTime()) && format(date) === value;
}

/** The date `days` days after (before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return format(new Date(parse(iso).getTime() + days * DAY_MS));
}

/** The same day `months` months on, kept inside the month (31 January + 1 month = 28/29 February). */
export function addMonths(iso: string, months: number): string {
  const date = parse(iso);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return format(first);
}

/** The first day of the week `iso` is in, for a week starting on `weekStart` (0 Sunday, 1 Monday). */
export function startOfWeek(iso: string, weekStart: 0 | 1): string {
  const day = parse(iso).getUTCDay();
  return addDays(iso, -((day - weekStart + 7) % 7));
}

/** The week's last day. */
export function endOfWeek(iso: string, weekStart: 0 | 1): string {
  return addDays(startOfWeek(iso, weekStart), 6);
}

/** The weekday numbers (0 Sunday … 6 Saturday) of a week's columns, in order. */
export function weekdayOrder(weekStart: 0 | 1): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}

/**
 * The weeks shown for the month that holds `iso`: whole weeks from the one holding the 1st to the
 * one holding the last day; each day with whether it belongs to that month.
 */
export function monthWeeks(iso: string, weekStart: 0 | 1): { date: string; inMonth: boolean }[][] {
  const date = parse(iso);
  const month = date.getUTCMonth();
  const first = format(new Date(Date.UTC(date.getUTCFullYear(), month, 1)));
  const last = format(new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)));
  const weeks: { date: string; inMonth: boolean }[][] = [];
  for (let day = startOfWeek(first, weekStart); day <= last; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const current = addDays(day, i);
        return { date: current, inMonth: parse(current).getUTCMonth() === month };
      }),
    );
  }
  return weeks;
}
