import "server-only";
import type { TDb } from "@store/db/client";
import { listAllProviderAnnouncements } from "@store/db/queries/provider-announcements";
import type { TOpsProviderAnnouncementList } from "@store/domain/schemas/editorial";
import { announcementState } from "@store/domain/terms-announcement-states";

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
