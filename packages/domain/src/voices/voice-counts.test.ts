import { describe, expect, it } from "vitest";
import { averageRating, ratingSummary } from "./voice-counts";

const percents = (summary: ReturnType<typeof ratingSummary>) => summary.distribution.map((share) => share.percent);

describe("ratingSummary", () => {
  it("gives the average to one decimal, the count and each rating's share from 5 down", () => {
    expect(ratingSummary({ 5: 3, 4: 1 })).toEqual({
      average: 4.8,
      count: 4,
      distribution: [
        { rating: 5, count: 3, percent: 75 },
        { rating: 4, count: 1, percent: 25 },
        { rating: 3, count: 0, percent: 0 },
        { rating: 2, count: 0, percent: 0 },
        { rating: 1, count: 0, percent: 0 },
      ],
    });
  });

  it.each([
    ["thirds", { 5: 1, 4: 1, 3: 1 }, [34, 33, 33, 0, 0]],
    ["sevenths", { 5: 1, 4: 1, 3: 1, 2: 1, 1: 3 }, [15, 14, 14, 14, 43]],
    ["sixths", { 5: 1, 4: 1, 3: 1, 2: 1, 1: 2 }, [17, 17, 17, 16, 33]],
    ["a half point on a tie, to the higher rating", { 5: 199, 1: 1 }, [100, 0, 0, 0, 0]],
    ["an even split", { 5: 1, 1: 1 }, [50, 0, 0, 0, 50]],
  ])("rounds %s to whole percents that add up to 100", (_, counts, expected) => {
    const summary = ratingSummary(counts);
    expect(percents(summary)).toEqual(expected);
    expect(percents(summary).reduce((sum, p) => sum + p, 0)).toBe(100);
  });

  it.each([
    [{ 5: 1, 4: 3 }, 4.3], // 4.25 rounds up
    [{ 5: 1, 4: 1, 3: 1 }, 4],
    [{ 2: 2, 1: 1 }, 1.7], // 1.666…
    [{ 4: 1, 3: 1, 1: 1 }, 2.7], // 2.666…
    [{ 5: 5, 4: 2, 3: 1, 2: 1, 1: 1 }, 3.9],
  ])("averages %j as %d", (counts, average) => {
    expect(ratingSummary(counts).average).toBe(average);
  });

  it("has no average and no shares without ratings", () => {
    const summary = ratingSummary({});
    expect(summary.average).toBeNull();
    expect(summary.count).toBe(0);
    expect(percents(summary)).toEqual([0, 0, 0, 0, 0]);
  });

  it("ignores counts outside 1–5", () => {
    expect(ratingSummary({ 6: 4, 0: 2, 5: 1 }).count).toBe(1);
  });
});

describe("averageRating of the kept counts", () => {
  it("matches the summary's average and rounds halves up", () => {
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(7, 2)).toBe(3.5);
  });
});
