import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
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

// The operator console's reads and writes (issue 11): drafts (publishedAt null) and scheduled ones
// (publishedAt later than now) too.

const OPS_COLUMNS = {
  id: providerAnnouncements.id,
  title: providerAnnouncements.title,
  body: providerAnnouncements.body,
  publishedAt: providerAnnouncements.publishedAt,
};

export type TProviderAnnouncementRow = { id: number; title: string; body: string; publishedAt: Date | null };

/** Every announcement: drafts first, then by publication time, newest first. */
export async function listAllProviderAnnouncements(db: TDb) {
  return db
    .select({
      id: providerAnnouncements.id,
      title: providerAnnouncements.title,
      publishedAt: providerAnnouncements.publishedAt,
    })
    .from(providerAnnouncements)
    .orderBy(sql`${providerAnnouncements.publishedAt} desc nulls first`, desc(providerAnnouncements.id));
}

/** One announcement by id, whatever its state; `forUpdate` locks it for the transaction. */
export async function findProviderAnnouncementById(
  db: TDb,
  params: { id: number; forUpdate?: boolean },
): Promise<TProviderAnnouncementRow | undefined> {
  const query = db
    .select(OPS_COLUMNS)
    .from(providerAnnouncements)
    .where(eq(providerAnnouncements.id, params.id))
    .limit(1);
  const [row] = params.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A new, unpublished announcement (its body already sanitised). */
export async function insertProviderAnnouncement(
  db: TDb,
  values: { title: string; body: string },
): Promise<TProviderAnnouncementRow> {
  const [row] = await db
    .insert(providerAnnouncements)
    .values({ ...values, publishedAt: null })
    .returning(OPS_COLUMNS);
  if (!row) throw new Error("provider announcement insert returned nothing");
  return row;
}

/** Changes an announcement's title and body, or when it is published (null: unpublished). */
export async function updateProviderAnnouncement(
  db: TDb,
  params: { id: number; values: { title?: string; body?: string; publishedAt?: Date | null } },
): Promise<TProviderAnnouncementRow | undefined> {
  const [row] = await db
    .update(providerAnnouncements)
    .set(params.values)
    .where(eq(providerAnnouncements.id, params.id))
    .returning(OPS_COLUMNS);
  return row;
}

/** Deletes an unpublished announcement; false when it is published or scheduled (or gone). */
export async function deleteUnpublishedProviderAnnouncement(db: TDb, params: { id: number }): Promise<boolean> {
  const rows = await db
    .delete(providerAnnouncements)
    .where(and(eq(providerAnnouncements.id, params.id), isNull(providerAnnouncements.publishedAt)))
    .returning({ id: providerAnnouncements.id });
  return rows.length > 0;
}
