import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { changeInTransaction, type TEditorialContext, type TEditorialStore } from "./editorial-store";

/** POST /api/ops/editorial/{kind}: a new item, unpublished (previewable), with its audit row. */
export async function createEditorialItem<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  principal: TOperatorPrincipal,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  input: TInput,
  context: Partial<TEditorialContext> = {},
): Promise<TAnswer> {
  return changeInTransaction(db, store, input, context, async (tx, ctx) => {
    const after = await store.insert(tx, input, ctx);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.create",
      subjectType: store.subject,
      subjectId: after.id,
      after: store.audited(after, "content"),
    });
    return store.answer(tx, after, ctx);
  });
}
