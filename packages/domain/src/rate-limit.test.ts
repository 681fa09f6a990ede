import { describe, expect, it } from "vitest";
import { decideRateLimit, parseRateLimit, type TRateLimit, windowStartOf } from "./rate-limit";

const HOUR = { limit: 5, windowSeconds: 3600 } satisfies TRateLimit;
const start = new Date("2026-05-01T10:00:00Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("parseRateLimit", () => {
  it.each([
    ["5/1h", { limit: 5, windowSeconds: 3600 }],
    ["30/1h", { limit: 30, windowSeconds: 3600 }],
    ["60/10m", { limit: 60, windowSeconds: 600 }],
    [" 2/30s ", { limit: 2, windowSeconds: 30 }],
    ["100/1d", { limit: 100, windowSeconds: 86_400 }],
  ])("reads %j", (text, rule) => {
    expect(parseRateLimit(text)).toEqual(rule);
  });

  it.each(["", "5", "5/h", "0/1h", "5/0m", "-1/1h", "5/1w", "five/1h", "5 / 1h"])("refuses %j", (text) => {
    expect(parseRateLimit(text)).toBeUndefined();
  });
});

describe("decideRateLimit", () => {
  // One row per case: the counts after this hit, when it happens, and the answer.
  const rows: [string, { hits: number; previousHits: number; minutes: number }, unknown][] = [
    ["the first hit", { hits: 1, previousHits: 0, minutes: 0 }, { allowed: true }],
    ["the limit itself", { hits: 5, previousHits: 0, minutes: 59 }, { allowed: true }],
    // 6 hits by minute 20: in the next window they weigh 6 × (1 − t) and one more hit fits at
    // t = 1/3, i.e. 40 + 20 minutes from now.
    [
      "one over, no earlier window",
      { hits: 6, previousHits: 0, minutes: 20 },
      { allowed: false, retryAfterSeconds: 3600 },
    ],
    // 5 earlier hits weigh 5 × 0.5 = 2.5 half-way through: 2.5 + 3 = 5.5 > 5. The next hit makes
    // 4 of this window, which fits once they weigh 0.2 (48 minutes in): 18 minutes from now.
    [
      "the earlier window still weighs",
      { hits: 3, previousHits: 5, minutes: 30 },
      { allowed: false, retryAfterSeconds: 1080 },
    ],
    ["the earlier window has faded enough", { hits: 3, previousHits: 5, minutes: 36 }, { allowed: true }],
    // Hammering: 40 hits now; in the next window they weigh 40 × (1 − t) + 1 ≤ 5 at t = 0.9.
    [
      "hammering waits into the next window",
      { hits: 40, previousHits: 0, minutes: 0 },
      { allowed: false, retryAfterSeconds: 3600 + 3240 },
    ],
  ];

  it.each(rows)("%s", (_name, { hits, previousHits, minutes }, expected) => {
    expect(decideRateLimit(HOUR, { hits, previousHits, windowStart: start }, at(minutes))).toEqual(expected);
  });

  it("lets exactly one more hit through after the wait it names", () => {
    const count = { hits: 3, previousHits: 5, windowStart: start };
    const refused = decideRateLimit(HOUR, count, at(30));
    if (refused.allowed) throw new Error("expected a refusal");
    const later = new Date(at(30).getTime() + refused.retryAfterSeconds * 1000);
    expect(decideRateLimit(HOUR, { ...count, hits: count.hits + 1 }, later)).toEqual({ allowed: true });
  });

  it("aligns windows to the epoch, so every process agrees on them", () => {
    expect(windowStartOf(new Date("2026-05-01T10:59:59.999Z"), 3600)).toEqual(start);
    expect(windowStartOf(new Date("2026-05-01T10:07:30Z"), 600)).toEqual(new Date("2026-05-01T10:00:00Z"));
  });
});
