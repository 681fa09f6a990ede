import { describe, expect, it } from "vitest";
import { analyticsPeriods, japanDay, ZAnalyticsQuery } from "./analytics-query";

// The provider analytics' days (issue 29): the last n days end today in Japan; a custom range is
// whole Japan days, at most 366, never reversed; the comparison is the period just before.

const NOW = new Date("2026-11-27T15:30:00Z"); // 2026-11-28 00:30 in Japan

describe("the analytics query", () => {
  it("takes the Japan day, not the UTC one", () => {
    expect(japanDay(NOW)).toBe("2026-11-28");
    expect(japanDay(new Date("2026-11-27T14:59:59Z"))).toBe("2026-11-27");
  });

  it("ends the last 30 days today in Japan, and compares with the 30 before", () => {
    const query = ZAnalyticsQuery.parse({});
    expect(query.range).toBe("30");
    expect(analyticsPeriods(query, NOW)).toEqual({
      current: { from: "2026-10-30", to: "2026-11-28", days: 30 },
      previous: { from: "2026-09-30", to: "2026-10-29", days: 30 },
    });
  });

  it("crosses a leap day in a custom range", () => {
    const query = ZAnalyticsQuery.parse({ range: "custom", from: "2028-02-28", to: "2028-03-01" });
    expect(analyticsPeriods(query, NOW).current).toEqual({ from: "2028-02-28", to: "2028-03-01", days: 3 });
    expect(analyticsPeriods(query, NOW).previous).toEqual({ from: "2028-02-25", to: "2028-02-27", days: 3 });
  });

  it("allows 366 days and refuses 367, a reversed range and a missing date", () => {
    expect(ZAnalyticsQuery.safeParse({ range: "custom", from: "2027-01-01", to: "2028-01-01" }).success).toBe(true);
    const long = ZAnalyticsQuery.safeParse({ range: "custom", from: "2027-01-01", to: "2028-01-02" });
    expect(long.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["to", "developers.analytics.errors.rangeTooLong"],
    ]);
    const reversed = ZAnalyticsQuery.safeParse({ range: "custom", from: "2026-11-02", to: "2026-11-01" });
    expect(reversed.error?.issues.map((issue) => issue.message)).toEqual(["developers.analytics.errors.toBeforeFrom"]);
    const missing = ZAnalyticsQuery.safeParse({ range: "custom", from: "", to: "2026-11-01" });
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toEqual(["from"]);
  });

  it("ignores the dates of a fixed range and treats an empty app as all apps", () => {
    const query = ZAnalyticsQuery.parse({ appId: "", range: "7", from: "2026-01-01", to: "" });
    expect(query.appId).toBeUndefined();
    expect(analyticsPeriods(query, NOW).current).toEqual({ from: "2026-11-22", to: "2026-11-28", days: 7 });
  });
});
