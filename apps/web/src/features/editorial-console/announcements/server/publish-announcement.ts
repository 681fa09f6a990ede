import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findProviderAnnouncementById, updateProviderAnnouncement } from "@store/db/queries/provider-announcements";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TOpsProviderAnnouncement } from "@store/domain/schemas/editorial";
import { announcementNotFound, auditedAnnouncement, toOpsAnnouncement } from "./announcement-answer";

/**
 * POST …/announcements/{id}/publication: providers see it from `publishAt` (now when left out; a
 * later time schedules it). DELETE …/publication (`publishAt` null): back to unpublished, gone from
 * every provider's home at once.
 */
export async function setAnnouncementPublication(
  db: TDb,
  principal: TOperatorPrincipal,
  id: number | null,
  publishAt: Date | null,
  now: Date = new Date(),
): Promise<TOpsProviderAnnouncement> {
  if (id === null) throw announcementNotFound(id);
  return db.transaction(async (tx) => {
    const before = await findProviderAnnouncementById(tx, { id, forUpdate: true });
    if (!before) throw announcementNotFound(id);
    const after = await updateProviderAnnouncement(tx, { id, values: { publishedAt: publishAt } });
    if (!after) throw announcementNotFound(id);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: publishAt === null ? "editorial.unpublish" : "editorial.publish",
      subjectType: "providerAnnouncement",
      subjectId: id,
      before: auditedAnnouncement(before),
      after: auditedAnnouncement(after),
    });
    return toOpsAnnouncement(after, now);
  });
}
