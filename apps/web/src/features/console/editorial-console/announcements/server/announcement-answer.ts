import "server-only";
import type { TProviderAnnouncementRow } from "@store/db/queries/provider-announcements";
import { AppError } from "@store/domain/errors";
import type { TOpsProviderAnnouncement } from "@store/domain/schemas/editorial";
import { announcementState } from "@store/domain/terms-announcement-states";

/** A stored announcement as the console's API answers it, with its state at `now`. */
export function toOpsAnnouncement(row: TProviderAnnouncementRow, now: Date): TOpsProviderAnnouncement {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state: announcementState(row.publishedAt, now),
  };
}

/** What the audit log keeps of an announcement. */
export function auditedAnnouncement(row: TProviderAnnouncementRow) {
  return { title: row.title, body: row.body, publishedAt: row.publishedAt?.toISOString() ?? null };
}

export function announcementNotFound(id: number | null): AppError {
  return new AppError("NOT_FOUND", `provider announcement ${id} not found`, {
    userMessage: { key: "opsAnnouncements.errors.notFound" },
  });
}

/** Only an announcement no provider has seen or been promised may be deleted (409 with it as it is). */
export function announcementNotDeletable(row: TProviderAnnouncementRow, now: Date): AppError {
  return new AppError("CONFLICT", `provider announcement ${row.id} is published or scheduled`, {
    userMessage: { key: "opsAnnouncements.errors.notDeletable" },
    details: { current: toOpsAnnouncement(row, now) },
  });
}
