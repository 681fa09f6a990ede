import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { setEditorialPublishedAt } from "@store/db/queries/editorial-items";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TEditorialContentKind, TEditorialItem, TEditorialPublication } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";
import { lockEditorialItem, readEditorialItem } from "./editorial-item-answer";

/**
 * POST /api/ops/editorial/{kind}/{id}/publication: publish now, schedule at a time (the public
 * queries compare it with the request's time, so nothing has to run then) or unpublish (null).
 */
export async function publishEditorialItem(
  db: TDb,
  principal: TOperatorPrincipal,
  kind: TEditorialContentKind,
  rawId: number | null,
  { publishedAt }: TEditorialPublication,
  now: Date = new Date(),
): Promise<TEditorialItem> {
  const at = publishedAt === "now" ? now : publishedAt === null ? null : new Date(publishedAt);
  return db.transaction(async (tx) => {
    const { id, item: before } = await lockEditorialItem(tx, kind, rawId);
    await setEditorialPublishedAt(tx, { kind, id, publishedAt: at });
    const after = (await readEditorialItem(tx, kind, id)) ?? before;
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: at === null ? "editorial.unpublish" : "editorial.publish",
      subjectType: EDITORIAL_KIND_SPECS[kind].subject,
      subjectId: id,
      before: { publishedAt: before.publishedAt },
      after: { publishedAt: after.publishedAt },
    });
    return after;
  });
}
