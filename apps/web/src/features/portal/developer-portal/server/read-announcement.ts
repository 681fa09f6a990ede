import "server-only";
import type { TDb } from "@store/db/client";
import { markProviderAnnouncementRead } from "@store/db/queries/provider-announcements";
import type { TProviderPrincipal } from "@store/domain/principals";
import { findAnnouncement, type TAnnouncement } from "./find-announcement";

/**
 * Opens one announcement to providers: marked read for this provider user (only for them: their
 * colleagues still see it unread). An unknown or not yet published one is not found.
 */
export async function readAnnouncement(
  db: TDb,
  principal: TProviderPrincipal,
  id: number,
  now: Date = new Date(),
): Promise<TAnnouncement> {
  const announcement = await findAnnouncement(db, id, now);
  await markProviderAnnouncementRead(db, { announcementId: id, providerUserId: principal.providerUserId, now });
  return announcement;
}
