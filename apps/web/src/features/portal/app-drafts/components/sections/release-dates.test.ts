import { describe, expect, it } from "vitest";
import { dateOfRelease, releaseOfDate } from "./release-dates";

describe("release dates", () => {
  it("keep the day typed, whatever the time zone", () => {
    const stored = releaseOfDate("2026-04-01");
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(dateOfRelease(stored)).toBe("2026-04-01");
  });

  it("are empty while nothing (or nothing valid) is there", () => {
    expect(releaseOfDate("")).toBe("");
    expect(dateOfRelease("")).toBe("");
    expect(dateOfRelease("not a date")).toBe("");
  });
});
