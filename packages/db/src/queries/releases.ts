import { VISIBLE_APP_STATUSES } from "@store/domain/enums";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { appReleases, apps } from "../schema/apps";

/**
 * The store-wide release feed (SPEC §3 App release feed item): releases published by `now` of
 * apps whose page is public, newest first, one page at a time.
 */
export async function findReleaseFeedPage(db: TDb, params: { page: number; limit: number; now: Date }) {
  const where = and(
    inArray(apps.status, [...VISIBLE_APP_STATUSES]),
    sql`${appReleases.publishedAt} <= ${params.now.toISOString()}`,
  );
  const rows = await db
    .select({
      id: appReleases.id,
      title: appReleases.title,
      url: appReleases.url,
      publishedAt: appReleases.publishedAt,
      appName: apps.name,
      appCode: apps.code,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(appReleases)
    .innerJoin(apps, eq(apps.id, appReleases.appId))
    .where(where)
    .orderBy(desc(appReleases.publishedAt), desc(appReleases.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  if (rows[0]) return { rows: rows.map(({ total: _, ...row }) => row), count: Number(rows[0].total) };
  // Past the last page the window counts nothing: count on its own.
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appReleases)
    .innerJoin(apps, eq(apps.id, appReleases.appId))
    .where(where);
  return { rows: [], count: Number(total?.count ?? 0) };
}
