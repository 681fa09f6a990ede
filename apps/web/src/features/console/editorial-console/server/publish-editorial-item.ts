import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { lockItem } from "./editorial-item-lookup";
import { changeInTransaction, type TEditorialContext, type TEditorialStore } from "./editorial-store";

/**
 * POST /api/ops/editorial/{kind}/{id}/publication: publish from `publishedAt` (a later time
 * schedules it: the public queries compare it with the request's time, so nothing has to run
 * then) or unpublish (null), as far as the kind allows.
 */
export async function publishEditorialItem<TRow extends { id: number }, TInput, TAnswer>(
  db: TDb,
  principal: TOperatorPrincipal,
  store: TEditorialStore<TRow, TInput, TAnswer>,
  id: number | null,
  publishedAt: Date | null,
  context: Partial<TEditorialContext> = {},
): Promise<TAnswer> {
  return changeInTransaction(db, store, undefined, context, async (tx, ctx) => {
    const before = await lockItem(tx, store, id);
    const after = await store.setPublishedAt(tx, before, publishedAt, ctx);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: publishedAt === null ? "editorial.unpublish" : "editorial.publish",
      subjectType: store.subject,
      subjectId: before.id,
      before: store.audited(before, "publication"),
      after: store.audited(after, "publication"),
    });
    return store.answer(tx, after, ctx);
  });
}
