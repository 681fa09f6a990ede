import "server-only";
import type { TDb } from "@store/db/client";
import { findProviderAnnouncementById } from "@store/db/queries/provider-announcements";
import type { TOpsProviderAnnouncement } from "@store/domain/schemas/editorial";
import { announcementNotFound, toOpsAnnouncement } from "./announcement-answer";

/** One announcement in any state; null for no such id. */
export async function findOpsAnnouncement(
  db: TDb,
  id: number | null,
  now: Date = new Date(),
): Promise<TOpsProviderAnnouncement | null> {
  const row = id === null ? undefined : await findProviderAnnouncementById(db, { id });
  return row ? toOpsAnnouncement(row, now) : null;
}

/** GET /api/ops/editorial/announcements/{id}: as findOpsAnnouncement, 404 for no such id. */
export async function getAnnouncement(
  db: TDb,
  id: number | null,
  now: Date = new Date(),
): Promise<TOpsProviderAnnouncement> {
  const announcement = await findOpsAnnouncement(db, id, now);
  if (!announcement) throw announcementNotFound(id);
  return announcement;
}
