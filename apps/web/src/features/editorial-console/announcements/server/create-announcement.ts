import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { insertProviderAnnouncement } from "@store/db/queries/provider-announcements";
import { sanitizeRichText } from "@store/db/rich-text";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TOpsProviderAnnouncement, TProviderAnnouncementFields } from "@store/domain/schemas/editorial";
import { auditedAnnouncement, toOpsAnnouncement } from "./announcement-answer";

/**
 * POST /api/ops/editorial/announcements: a new, unpublished announcement to providers; its body is
 * reduced to the store's rich-text policy as it is written, like every stored rich text.
 */
export async function createAnnouncement(
  db: TDb,
  principal: TOperatorPrincipal,
  body: TProviderAnnouncementFields,
  now: Date = new Date(),
): Promise<TOpsProviderAnnouncement> {
  return db.transaction(async (tx) => {
    const row = await insertProviderAnnouncement(tx, { title: body.title, body: sanitizeRichText(body.body) });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.create",
      subjectType: "providerAnnouncement",
      subjectId: row.id,
      after: auditedAnnouncement(row),
    });
    return toOpsAnnouncement(row, now);
  });
}
