import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { updateEditorialItem as updateRow } from "@store/db/queries/editorial-items";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TEditorialContentKind, TEditorialItem } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";
import {
  lockEditorialItem,
  readEditorialItem,
  type TAnyEditorialInput,
  toEditorialValues,
} from "./editorial-item-answer";

/** PATCH /api/ops/editorial/{kind}/{id}: every field of the form saved, before and after audited. */
export async function updateEditorialItem(
  db: TDb,
  principal: TOperatorPrincipal,
  kind: TEditorialContentKind,
  rawId: number | null,
  input: TAnyEditorialInput,
): Promise<TEditorialItem> {
  const { values, appIds } = toEditorialValues(kind, input);
  return db.transaction(async (tx) => {
    const { id, item: before } = await lockEditorialItem(tx, kind, rawId);
    await updateRow(tx, { kind, id, values, appIds });
    const after = (await readEditorialItem(tx, kind, id)) ?? before;
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.update",
      subjectType: EDITORIAL_KIND_SPECS[kind].subject,
      subjectId: id,
      before,
      after,
    });
    return after;
  });
}
