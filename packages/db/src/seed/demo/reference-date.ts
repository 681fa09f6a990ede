/** Every date of the demo catalog is relative to this day, so each seed gives the same data. */
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
