import { and, eq, lt, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { rateLimits } from "../schema/rate-limits";

type TCountRow = { hits: number; previous_hits: number; window_start: Date | string };

/**
 * Counts one hit for a key in one atomic statement, so concurrent hits from several processes
 * never lose a count: a new key starts at 1; a key in the same window adds 1; a key whose window
 * has passed moves its hits to `previous_hits` (or drops them when a whole window was skipped). A
 * process whose clock is a little behind counts into the newer window rather than resetting it.
 */
export async function countRateLimitHit(
  db: TDb,
  params: { bucket: string; keyHash: string; windowStart: Date; windowSeconds: number },
): Promise<{ hits: number; previousHits: number; windowStart: Date }> {
  const start = params.windowStart.toISOString();
  const previousStart = new Date(params.windowStart.getTime() - params.windowSeconds * 1000).toISOString();
  const expires = new Date(params.windowStart.getTime() + 2 * params.windowSeconds * 1000).toISOString();
  const [row] = await selectRows<TCountRow>(
    db,
    sql`insert into ${rateLimits} (bucket, key_hash, window_start, hits, previous_hits, expires_at)
        values (${params.bucket}, ${params.keyHash}, ${start}, 1, 0, ${expires})
        on conflict (bucket, key_hash) do update set
          previous_hits = case
            when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.previousHits}
            when ${rateLimits.windowStart} = ${previousStart}::timestamptz then ${rateLimits.hits}
            else 0 end,
          hits = case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + 1 else 1 end,
          window_start = greatest(${rateLimits.windowStart}, excluded.window_start),
          expires_at = greatest(${rateLimits.expiresAt}, excluded.expires_at)
        returning hits, previous_hits, window_start`,
  );
  if (!row) throw new Error(`rate limit ${params.bucket} counted nothing`);
  return { hits: Number(row.hits), previousHits: Number(row.previous_hits), windowStart: new Date(row.window_start) };
}

/** Deletes the counters that no longer weigh anything; answers how many. */
export async function deleteExpiredRateLimits(db: TDb, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, now))
    .returning({ bucket: rateLimits.bucket });
  return deleted.length;
}

/** Deletes one key's counter of one bucket. */
export async function deleteRateLimitKey(db: TDb, params: { bucket: string; keyHash: string }): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, params.bucket), eq(rateLimits.keyHash, params.keyHash)));
}
