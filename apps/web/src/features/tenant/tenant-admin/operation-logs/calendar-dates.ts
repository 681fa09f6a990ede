// The date picker's dates are plain ISO calendar dates (YYYY-MM-DD), as the filter form sends them.
// The calendar works on them as midnight UTC, so no browser time zone shifts a day; "today" is
// Japan's date (the store's time zone), whatever the browser's clock zone.

export const CALENDAR_TIME_ZONE = "UTC";

/** A strict YYYY-MM-DD that names a real day (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = toCalendarDate(value);
  return !Number.isNaN(date.getTime()) && toIsoDate(date) === value;
}

/** The calendar's Date (midnight UTC) for an ISO date. */
export function toCalendarDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The ISO date of a calendar Date. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date in Japan at `now`. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(now);
}

/** The weekday numbers (0 Sunday … 6 Saturday) of a week's columns, from the locale's week start. */
export function weekdayOrder(weekStart: 0 | 1): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}
