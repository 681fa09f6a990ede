import "server-only";
import {
  deleteUnpublishedProviderAnnouncement,
  findProviderAnnouncementById,
  insertProviderAnnouncement,
  listAllProviderAnnouncements,
  type TProviderAnnouncementRow,
  updateProviderAnnouncement,
} from "@store/db/queries/provider-announcements";
import { sanitizeRichText } from "@store/db/rich-text";
import type { TDb } from "@store/db/client";
import type {
  TEditorialListItem,
  TOpsProviderAnnouncement,
  TOpsProviderAnnouncementList,
  TProviderAnnouncementFields,
} from "@store/domain/schemas/editorial";
import { announcementState } from "@store/domain/terms-announcement-states";
import type { TEditorialStore } from "../../server/editorial-store";
import {
  announcementNotDeletable,
  announcementNotFound,
  auditedAnnouncement,
  toOpsAnnouncement,
} from "./announcement-answer";

/**
 * Announcements to providers as a kind of the editorial stack: their own table; the body reduced
 * to the store's rich-text policy as it is written; only a draft may be deleted (409 otherwise).
 */
export const ANNOUNCEMENT_STORE: TEditorialStore<
  TProviderAnnouncementRow,
  TProviderAnnouncementFields,
  TOpsProviderAnnouncement
> = {
  subject: "providerAnnouncement",
  notFound: announcementNotFound,
  find: (db, id, options) => findProviderAnnouncementById(db, { id, forUpdate: options?.lock }),
  insert: (db, input) => insertProviderAnnouncement(db, { title: input.title, body: sanitizeRichText(input.body) }),
  update: async (db, before, input) => {
    const values = { title: input.title, body: sanitizeRichText(input.body) };
    const after = await updateProviderAnnouncement(db, { id: before.id, values });
    if (!after) throw announcementNotFound(before.id);
    return after;
  },
  setPublishedAt: async (db, before, publishedAt) => {
    const after = await updateProviderAnnouncement(db, { id: before.id, values: { publishedAt } });
    if (!after) throw announcementNotFound(before.id);
    return after;
  },
  remove: async (db, before, { now }) => {
    if (!(await deleteUnpublishedProviderAnnouncement(db, { id: before.id }))) {
      throw announcementNotDeletable(before, now);
    }
  },
  answer: (_db, row, { now }) => toOpsAnnouncement(row, now),
  audited: auditedAnnouncement,
};

/** GET /api/ops/editorial/announcements: every announcement, drafts first, with its state at `now`. */
export async function listOpsAnnouncements(db: TDb, now: Date = new Date()): Promise<TOpsProviderAnnouncementList> {
  const rows = await listAllProviderAnnouncements(db);
  return {
    data: rows.map((row) => ({
      ...row,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      state: announcementState(row.publishedAt, now),
    })),
  };
}

/** The console's list of announcements, as the one list view shows every kind. */
export async function listAnnouncementItems(db: TDb, now: Date = new Date()): Promise<TEditorialListItem[]> {
  const { data } = await listOpsAnnouncements(db, now);
  return data.map((row) => ({ id: row.id, title: row.title, imageUrl: null, publishedAt: row.publishedAt }));
}
