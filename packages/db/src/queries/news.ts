import { desc, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { news } from "../schema/editorial";

/**
 * Published news, newest first, one page at a time (SPEC §3 News item, paged list). Ids in
 * `forcedOrder` (the forced-news-orders flag) come first, in that order.
 */
export async function findNewsPage(
  db: TDb,
  params: { page: number; limit: number; now: Date; forcedOrder?: number[] | null },
) {
  const published = sql`${news.publishedAt} <= ${params.now.toISOString()}`;
  const forced = params.forcedOrder?.length
    ? [
        sql`array_position(array[${sql.join(
          params.forcedOrder.map((id) => sql`${id}::int`),
          sql`, `,
        )}], ${news.id}) asc nulls last`,
      ]
    : [];
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      bodyContent: news.bodyContent,
      categories: news.categories,
      translations: news.translations,
      // Never null here: the where clause keeps published rows only.
      publishedAt: sql<Date>`${news.publishedAt}`.mapWith(news.publishedAt),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(news)
    .where(published)
    .orderBy(...forced, desc(news.publishedAt), desc(news.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  if (rows[0]) return { rows: rows.map(({ total: _, ...row }) => row), count: Number(rows[0].total) };
  // Past the last page the window counts nothing: count on its own.
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(news).where(published);
  return { rows: [], count: Number(total?.count ?? 0) };
}
