import { describe, expect, it } from "vitest";
import { percentile, summarize } from "./stats.mjs";

describe("percentile (nearest rank)", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it.each([
    [50, 50],
    [95, 95],
    [99, 99],
    [100, 100],
    [0, 1],
  ])("p%i of 1..100 is %i", (p, expected) => {
    expect(percentile(hundred, p)).toBe(expected);
  });

  it("takes the next value up between ranks, never an interpolation", () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
    expect(percentile([7], 99)).toBe(7);
  });

  it("is NaN without samples", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarize", () => {
  it("sorts the latencies and gives rate, percentiles, max and errors", () => {
    const summary = summarize([30, 10, 20, 40], 1, 2000);
    expect(summary).toEqual({ requests: 4, errors: 1, rps: 2, p50: 20, p95: 40, p99: 40, max: 40 });
  });

  it("does not reorder the caller's array", () => {
    const latencies = [3, 1, 2];
    summarize(latencies, 0, 1000);
    expect(latencies).toEqual([3, 1, 2]);
  });

  it("gives no rate for a run of no time", () => {
    expect(summarize([], 0, 0)).toMatchObject({ requests: 0, rps: 0 });
  });
});
