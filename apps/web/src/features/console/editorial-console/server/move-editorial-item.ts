import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { moveEditorialItem as moveRow } from "@store/db/queries/editorial-items";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { ORDERED_EDITORIAL_KINDS, TEditorialItem, TEditorialMove } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";
import { editorialNotFound, readEditorialItem } from "./editorial-item-answer";

/** POST /api/ops/editorial/{kind}/{id}/position: one step up or down the public order, audited as an update. */
export async function moveEditorialItem(
  db: TDb,
  principal: TOperatorPrincipal,
  kind: (typeof ORDERED_EDITORIAL_KINDS)[number],
  id: number | null,
  { direction }: TEditorialMove,
): Promise<TEditorialItem> {
  return db.transaction(async (tx) => {
    const moved = id === null ? null : await moveRow(tx, { kind, id, direction });
    if (!moved || id === null) throw editorialNotFound(kind, id);
    const after = await readEditorialItem(tx, kind, id);
    if (!after) throw editorialNotFound(kind, id);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.update",
      subjectType: EDITORIAL_KIND_SPECS[kind].subject,
      subjectId: id,
      before: { position: moved.from },
      after: { position: moved.to },
    });
    return after;
  });
}
