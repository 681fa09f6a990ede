import "server-only";
import type { TDb } from "@store/db/client";
import { findProviderAnnouncement, markProviderAnnouncementRead } from "@store/db/queries/provider-announcements";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";

export type TAnnouncement = { id: number; title: string; bodyHtml: string; publishedAt: string };

/**
 * One announcement to providers, marked read for this provider user by opening it (only for them:
 * their colleagues still see it unread). An unknown or not yet published one is not found.
 */
export async function readAnnouncement(
  db: TDb,
  principal: TProviderPrincipal,
  id: number,
  now: Date = new Date(),
): Promise<TAnnouncement> {
  const announcement = await findProviderAnnouncement(db, { id, now });
  if (!announcement) {
    throw new AppError("NOT_FOUND", `provider announcement ${id} not found`, {
      userMessage: { key: "developerArea.announcements.notFound" },
    });
  }
  await markProviderAnnouncementRead(db, { announcementId: id, providerUserId: principal.providerUserId, now });
  return {
    id: announcement.id,
    title: announcement.title,
    // Sanitised when it was written (@store/db/rich-text), like every stored rich text.
    bodyHtml: announcement.body,
    publishedAt: announcement.publishedAt.toISOString(),
  };
}
