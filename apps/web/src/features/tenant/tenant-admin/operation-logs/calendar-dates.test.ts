import { describe, expect, it } from "vitest";
import { isIsoDate, storeToday, toCalendarDate, toIsoDate, weekdayOrder } from "./calendar-dates";

describe("the date picker's dates", () => {
  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isIsoDate("2026-11-27")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026/11/27")).toBe(false);
    expect(isIsoDate("27.11.2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("keeps the calendar day whatever the time zone: an ISO date goes there and back unchanged", () => {
    for (const iso of ["2026-01-01", "2026-12-31", "2028-02-29"]) expect(toIsoDate(toCalendarDate(iso))).toBe(iso);
  });

  it("takes today from Japan's clock: 15:30 UTC on the 27th is already the 28th there", () => {
    expect(storeToday(new Date("2026-11-27T15:30:00Z"))).toBe("2026-11-28");
    expect(storeToday(new Date("2026-11-27T14:59:59Z"))).toBe("2026-11-27");
  });

  it("orders the weekday columns from the week start", () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});
