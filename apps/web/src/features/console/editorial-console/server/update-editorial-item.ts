import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { lockItem } from "./editorial-item-lookup";
import { changeInTransaction, type TEditorialContext, type TEditorialStore } from "./editorial-store";

/** PATCH /api/ops/editorial/{kind}/{id}: every field of the form saved, before and after audited. */
export async function updateEditorialItem<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  principal: TOperatorPrincipal,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  id: number | null,
  input: TInput,
  context: Partial<TEditorialContext> = {},
): Promise<TAnswer> {
  return changeInTransaction(db, store, input, context, async (tx, ctx) => {
    const before = await lockItem(tx, store, id);
    const after = await store.update(tx, before, input, ctx);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.update",
      subjectType: store.subject,
      subjectId: before.id,
      before: store.audited(before, "content"),
      after: store.audited(after, "content"),
    });
    return store.answer(tx, after, ctx);
  });
}
