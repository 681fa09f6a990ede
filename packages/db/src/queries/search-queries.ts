import { normalizeSearchQuery, TOP_SEARCHES_LIMIT } from "@store/domain/analytics/search-queries";
import { and, desc, gt, gte, lte, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { searchQueryDays } from "../schema/listing-events";

// The operator's top searches (issue 29): one upsert per search into its Japan-time day, and two
// small reads over a period's days.

/** Counts one search, and whether it found nothing; a blank query is not a search. */
export async function recordSearchQuery(db: TDb, search: { query: string; found: boolean; at?: Date }) {
  const query = normalizeSearchQuery(search.query);
  if (query === "") return;
  const atIso = (search.at ?? new Date()).toISOString();
  const empty = search.found ? 0 : 1;
  await db
    .insert(searchQueryDays)
    .values({
      day: sql`(${atIso}::timestamptz at time zone 'Asia/Tokyo')::date`,
      query,
      count: 1,
      emptyCount: empty,
    })
    .onConflictDoUpdate({
      target: [searchQueryDays.day, searchQueryDays.query],
      set: {
        count: sql`${searchQueryDays.count} + 1`,
        emptyCount: sql`${searchQueryDays.emptyCount} + ${empty}`,
      },
    });
}

export type TTopSearch = { query: string; count: number };

/**
 * The most frequent queries of Japan days `from` … `to`: those that found apps (counted by the
 * searches that did), and those that found nothing (counted by the searches that found nothing).
 */
export async function readTopSearches(db: TDb, period: { from: string; to: string }) {
  const within = and(gte(searchQueryDays.day, period.from), lte(searchQueryDays.day, period.to));
  const found = sql<number>`sum(${searchQueryDays.count} - ${searchQueryDays.emptyCount})::int`;
  const empty = sql<number>`sum(${searchQueryDays.emptyCount})::int`;
  const [withResults, withoutResults] = await Promise.all([
    db
      .select({ query: searchQueryDays.query, count: found })
      .from(searchQueryDays)
      .where(within)
      .groupBy(searchQueryDays.query)
      .having(gt(found, 0))
      .orderBy(desc(found), searchQueryDays.query)
      .limit(TOP_SEARCHES_LIMIT),
    db
      .select({ query: searchQueryDays.query, count: empty })
      .from(searchQueryDays)
      .where(and(within, gt(searchQueryDays.emptyCount, 0)))
      .groupBy(searchQueryDays.query)
      .orderBy(desc(empty), searchQueryDays.query)
      .limit(TOP_SEARCHES_LIMIT),
  ]);
  return { withResults: withResults as TTopSearch[], withoutResults: withoutResults as TTopSearch[] };
}
