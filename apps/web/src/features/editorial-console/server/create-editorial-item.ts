import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { insertEditorialItem } from "@store/db/queries/editorial-items";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TEditorialContentKind, TEditorialItem } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";
import { readEditorialItem, type TAnyEditorialInput, toEditorialValues } from "./editorial-item-answer";

/** POST /api/ops/editorial/{kind}: a new item, unpublished (previewable), with its audit row. */
export async function createEditorialItem(
  db: TDb,
  principal: TOperatorPrincipal,
  kind: TEditorialContentKind,
  input: TAnyEditorialInput,
): Promise<TEditorialItem> {
  const { values, appIds } = toEditorialValues(kind, input);
  return db.transaction(async (tx) => {
    const id = await insertEditorialItem(tx, { kind, values, appIds });
    const after = await readEditorialItem(tx, kind, id);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.create",
      subjectType: EDITORIAL_KIND_SPECS[kind].subject,
      subjectId: id,
      after,
    });
    if (!after) throw new Error(`${kind} ${id} vanished after its insert`);
    return after;
  });
}
