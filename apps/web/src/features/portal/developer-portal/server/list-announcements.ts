import "server-only";
import type { TDb } from "@store/db/client";
import { listProviderAnnouncements } from "@store/db/queries/provider-announcements";
import type { TProviderPrincipal } from "@store/domain/principals";

/** How many announcements the developer home lists. */
export const HOME_ANNOUNCEMENT_LIMIT = 20;

export type TAnnouncementSummary = { id: number; title: string; publishedAt: string; unread: boolean };

/** The developer home's announcements: newest first, each unread or read by this provider user. */
export async function listAnnouncements(
  db: TDb,
  principal: TProviderPrincipal,
  now: Date = new Date(),
): Promise<{ announcements: TAnnouncementSummary[]; unreadCount: number }> {
  const { announcements, unreadCount } = await listProviderAnnouncements(db, {
    providerUserId: principal.providerUserId,
    now,
    limit: HOME_ANNOUNCEMENT_LIMIT,
  });
  return {
    announcements: announcements.map((row) => ({
      id: row.id,
      title: row.title,
      publishedAt: row.publishedAt.toISOString(),
      unread: row.readAt === null,
    })),
    unreadCount,
  };
}
