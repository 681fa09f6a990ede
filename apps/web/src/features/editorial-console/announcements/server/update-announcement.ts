import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findProviderAnnouncementById, updateProviderAnnouncement } from "@store/db/queries/provider-announcements";
import { sanitizeRichText } from "@store/db/rich-text";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TOpsProviderAnnouncement, TProviderAnnouncementFields } from "@store/domain/schemas/editorial";
import { announcementNotFound, auditedAnnouncement, toOpsAnnouncement } from "./announcement-answer";

/**
 * PATCH /api/ops/editorial/announcements/{id}: a new title and body, in any state (a published
 * announcement may be corrected; providers read the corrected text).
 */
export async function updateAnnouncement(
  db: TDb,
  principal: TOperatorPrincipal,
  id: number | null,
  body: TProviderAnnouncementFields,
  now: Date = new Date(),
): Promise<TOpsProviderAnnouncement> {
  if (id === null) throw announcementNotFound(id);
  return db.transaction(async (tx) => {
    const before = await findProviderAnnouncementById(tx, { id, forUpdate: true });
    if (!before) throw announcementNotFound(id);
    const values = { title: body.title, body: sanitizeRichText(body.body) };
    const after = await updateProviderAnnouncement(tx, { id, values });
    if (!after) throw announcementNotFound(id);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.update",
      subjectType: "providerAnnouncement",
      subjectId: id,
      before: auditedAnnouncement(before),
      after: auditedAnnouncement(after),
    });
    return toOpsAnnouncement(after, now);
  });
}
