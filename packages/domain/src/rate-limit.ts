// Abuse limits (ARCHITECTURE.md): a sliding-window counter per bucket and key. The database
// keeps, per key, the hits of the current fixed window and of the one before; the estimate
// weighs the previous window by how much of it still lies inside the sliding window. Pure, so
// the rule is tested without a database.

/** At most `limit` hits per `windowSeconds`. */
export type TRateLimit = { limit: number; windowSeconds: number };

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/**
 * A limit written as `count/window`, the window a number and a unit: `5/1h`, `30/1h`, `60/10m`.
 * Answers undefined for anything else (the configuration names the bad variable).
 */
export function parseRateLimit(text: string): TRateLimit | undefined {
  const match = /^(\d{1,7})\/(\d{1,5})([smhd])$/.exec(text.trim());
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS];
  if (limit < 1 || windowSeconds < 1) return undefined;
  return { limit, windowSeconds };
}

/** The start of the fixed window `at` falls in (windows are aligned to the epoch). */
export function windowStartOf(at: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/** What the database holds for one key after counting this hit. */
export type TRateLimitCount = {
  /** Hits in the current fixed window, this one included. */
  hits: number;
  /** Hits in the fixed window just before it. */
  previousHits: number;
  windowStart: Date;
};

export type TRateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function estimate(count: { hits: number; previousHits: number }, elapsedMs: number, windowMs: number): number {
  return count.previousHits * Math.max(0, 1 - elapsedMs / windowMs) + count.hits;
}

/**
 * Whether this hit stays within the limit; when not, after how many whole seconds one more hit
 * would (refused hits count too, so hammering does not shorten the wait).
 */
export function decideRateLimit(rule: TRateLimit, count: TRateLimitCount, now: Date): TRateLimitDecision {
  const windowMs = rule.windowSeconds * 1000;
  const elapsedMs = now.getTime() - count.windowStart.getTime();
  if (estimate(count, elapsedMs, windowMs) <= rule.limit) return { allowed: true };

  // Still in this window: the previous window's weight fades until one more hit fits.
  let waitMs: number | undefined;
  const room = rule.limit - count.hits - 1;
  if (room >= 0 && count.previousHits > 0) {
    const fadeMs = windowMs * (1 - room / count.previousHits) - elapsedMs;
    if (fadeMs < windowMs - elapsedMs) waitMs = Math.max(0, fadeMs);
  }
  // Otherwise in the next window, where this window's hits fade in turn.
  if (waitMs === undefined) {
    const fadeNextMs = count.hits > rule.limit - 1 ? windowMs * (1 - (rule.limit - 1) / count.hits) : 0;
    waitMs = windowMs - elapsedMs + fadeNextMs;
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
