import { describe, expect, it } from "vitest";
import { addDays, addMonths, endOfWeek, isIsoDate, monthWeeks, startOfWeek, weekdayOrder } from "./calendar";

describe("the date picker's month grid", () => {
  it("starts weeks on Sunday for a Sunday locale: November 2026 begins on Sunday the 1st", () => {
    const weeks = monthWeeks("2026-11-15", 0);
    expect(weeks[0]?.[0]).toEqual({ date: "2026-11-01", inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: "2026-12-05", inMonth: false });
    expect(weeks).toHaveLength(5);
  });

  it("starts weeks on Monday for a Monday locale, with October's last day before the 1st", () => {
    const weeks = monthWeeks("2026-11-15", 1);
    expect(weeks[0]?.[0]).toEqual({ date: "2026-10-26", inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: "2026-11-01", inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: "2026-12-06", inMonth: false });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("orders the weekday headings from the week start", () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("finds a week's first and last day (Home and End)", () => {
    // 2026-11-27 is a Friday.
    expect(startOfWeek("2026-11-27", 0)).toBe("2026-11-22");
    expect(endOfWeek("2026-11-27", 0)).toBe("2026-11-28");
    expect(startOfWeek("2026-11-27", 1)).toBe("2026-11-23");
    expect(endOfWeek("2026-11-27", 1)).toBe("2026-11-29");
    expect(startOfWeek("2026-11-29", 1)).toBe("2026-11-23");
  });

  it("moves by days across months and years, and by months within the month's length", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });

  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isIsoDate("2026-11-27")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026/11/27")).toBe(false);
    expect(isIsoDate("27.11.2026")).toBe(false);
  });
});
