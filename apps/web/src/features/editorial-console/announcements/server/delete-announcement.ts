import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import {
  deleteUnpublishedProviderAnnouncement,
  findProviderAnnouncementById,
} from "@store/db/queries/provider-announcements";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { announcementNotDeletable, announcementNotFound, auditedAnnouncement } from "./announcement-answer";

/** DELETE /api/ops/editorial/announcements/{id}: only while unpublished (409 once published or scheduled). */
export async function deleteAnnouncement(
  db: TDb,
  principal: TOperatorPrincipal,
  id: number | null,
  now: Date = new Date(),
): Promise<void> {
  if (id === null) throw announcementNotFound(id);
  await db.transaction(async (tx) => {
    const before = await findProviderAnnouncementById(tx, { id, forUpdate: true });
    if (!before) throw announcementNotFound(id);
    if (!(await deleteUnpublishedProviderAnnouncement(tx, { id }))) throw announcementNotDeletable(before, now);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.delete",
      subjectType: "providerAnnouncement",
      subjectId: id,
      before: auditedAnnouncement(before),
    });
  });
}
