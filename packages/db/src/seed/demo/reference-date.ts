/**
 * Every date of the demo catalog is relative to this day, so each seed gives the same data. What
 * runs for a time (the campaigns) moves with the day the demo is seeded: daysSinceReference.
 */
export const DEMO_REFERENCE_DATE = new Date("2026-11-01T00:00:00+09:00");

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A moment `days` before the reference date, at `hour` o'clock Japan time. */
export function daysBefore(days: number, hour = 10): Date {
  return new Date(DEMO_REFERENCE_DATE.getTime() - days * DAY + hour * HOUR);
}

/** Midnight in Japan on a calendar day written `YYYY-MM-DD`. */
export function jstDate(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/**
 * Whole days from the reference date to `now` (0 up to it). A demo seeded that much later moves its
 * campaigns forward by as much, so it shows the same running, ended and coming ones whenever it is
 * first started.
 */
export function daysSinceReference(now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - DEMO_REFERENCE_DATE.getTime()) / DAY));
}

/** `date` moved `days` whole days later. */
export function daysLater(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}
