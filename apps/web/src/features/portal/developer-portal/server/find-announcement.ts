import "server-only";
import type { TDb } from "@store/db/client";
import { findProviderAnnouncement } from "@store/db/queries/provider-announcements";
import { AppError } from "@store/domain/errors";

export type TAnnouncement = { id: number; title: string; bodyHtml: string; publishedAt: string };

/** One announcement to providers published by `now`; an unknown or future one is not found. */
export async function findAnnouncement(db: TDb, id: number, now: Date = new Date()): Promise<TAnnouncement> {
  const announcement = await findProviderAnnouncement(db, { id, now });
  if (!announcement) {
    throw new AppError("NOT_FOUND", `provider announcement ${id} not found`, {
      userMessage: { key: "developerArea.announcements.notFound" },
    });
  }
  return {
    id: announcement.id,
    title: announcement.title,
    // Sanitised when it was written (@store/db/rich-text), like every stored rich text.
    bodyHtml: announcement.body,
    publishedAt: announcement.publishedAt.toISOString(),
  };
}
