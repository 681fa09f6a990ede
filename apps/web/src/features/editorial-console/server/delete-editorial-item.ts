import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { deleteEditorialItem as deleteRow } from "@store/db/queries/editorial-items";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TEditorialContentKind } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";
import { lockEditorialItem } from "./editorial-item-answer";

/** DELETE /api/ops/editorial/{kind}/{id}: the item and its app links go; the audit row keeps it. */
export async function deleteEditorialItem(
  db: TDb,
  principal: TOperatorPrincipal,
  kind: TEditorialContentKind,
  rawId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { id, item: before } = await lockEditorialItem(tx, kind, rawId);
    await deleteRow(tx, { kind, id });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.delete",
      subjectType: EDITORIAL_KIND_SPECS[kind].subject,
      subjectId: id,
      before,
    });
  });
}
