import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { lockItem } from "./editorial-item-lookup";
import { changeInTransaction, type TEditorialContext, type TEditorialStore } from "./editorial-store";

/** DELETE /api/ops/editorial/{kind}/{id}: the item goes (as its kind allows); the audit row keeps it. */
export async function deleteEditorialItem<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  principal: TOperatorPrincipal,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  id: number | null,
  context: Partial<TEditorialContext> = {},
): Promise<void> {
  await changeInTransaction(db, store, undefined, context, async (tx, ctx) => {
    const before = await lockItem(tx, store, id);
    await store.remove(tx, before, ctx);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.delete",
      subjectType: store.subject,
      subjectId: before.id,
      before: store.audited(before, "content"),
    });
  });
}
