import { describe, expect, it } from "vitest";
import { fromLocalInputValue, toLocalInputValue } from "./local-date-time";

describe("datetime-local values", () => {
  it("round-trip an instant to the minute in the browser's zone", () => {
    const instant = new Date(2026, 3, 1, 9, 30, 45);
    const value = toLocalInputValue(instant);
    expect(value).toBe("2026-04-01T09:30");
    expect(fromLocalInputValue(value)).toBe(new Date(2026, 3, 1, 9, 30).toISOString());
  });

  it.each(["", "2026-04-01", "tomorrow", "2026-13-45T99:99"])("refuse %j", (value) => {
    expect(fromLocalInputValue(value)).toBeNull();
  });
});
