import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { providerAnnouncementReads, providerAnnouncements } from "../schema/editorial";

/**
 * The announcements to providers published by `now`, newest first, each with whether this
 * provider user has read it; `unreadCount` counts every unread one, beyond `limit` too.
 */
export async function listProviderAnnouncements(db: TDb, params: { providerUserId: number; now: Date; limit: number }) {
  const rows = await db
    .select({
      id: providerAnnouncements.id,
      title: providerAnnouncements.title,
      // Never null here: the where clause keeps published rows only.
      publishedAt: sql<Date>`${providerAnnouncements.publishedAt}`.mapWith(providerAnnouncements.publishedAt),
      readAt: providerAnnouncementReads.readAt,
      unreadCount: sql<number>`(count(*) filter (where ${providerAnnouncementReads.readAt} is null) over ())::int`,
    })
    .from(providerAnnouncements)
    .leftJoin(
      providerAnnouncementReads,
      and(
        eq(providerAnnouncementReads.announcementId, providerAnnouncements.id),
        eq(providerAnnouncementReads.providerUserId, params.providerUserId),
      ),
    )
    .where(lte(providerAnnouncements.publishedAt, params.now))
    .orderBy(desc(providerAnnouncements.publishedAt), desc(providerAnnouncements.id))
    .limit(params.limit);
  return {
    announcements: rows.map(({ unreadCount: _, ...row }) => row),
    unreadCount: Number(rows[0]?.unreadCount ?? 0),
  };
}

/** One announcement published by `now`, or undefined. */
export async function findProviderAnnouncement(db: TDb, params: { id: number; now: Date }) {
  const [row] = await db
    .select({
      id: providerAnnouncements.id,
      title: providerAnnouncements.title,
      body: providerAnnouncements.body,
      // Never null here: the where clause keeps published rows only.
      publishedAt: sql<Date>`${providerAnnouncements.publishedAt}`.mapWith(providerAnnouncements.publishedAt),
    })
    .from(providerAnnouncements)
    .where(and(eq(providerAnnouncements.id, params.id), lte(providerAnnouncements.publishedAt, params.now)))
    .limit(1);
  return row;
}

/** Marks an announcement read by one provider user; reading it again keeps the first time. */
export async function markProviderAnnouncementRead(
  db: TDb,
  params: { announcementId: number; providerUserId: number; now: Date },
): Promise<void> {
  await db
    .insert(providerAnnouncementReads)
    .values({ announcementId: params.announcementId, providerUserId: params.providerUserId, readAt: params.now })
    .onConflictDoNothing();
}
