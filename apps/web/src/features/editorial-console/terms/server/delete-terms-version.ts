import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { deleteUnpublishedTermsVersion, findTermsVersionById } from "@store/db/queries/terms";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { termsVersionNotFound, termsVersionPublished } from "./terms-errors";
import { auditedTermsVersion, currentTermsVersionId } from "./terms-version-answer";

/** DELETE /api/ops/editorial/terms/{id}: drops a version never published; a published one is kept (409). */
export async function deleteTermsVersion(
  db: TDb,
  principal: TOperatorPrincipal,
  id: number | null,
  now: Date = new Date(),
): Promise<void> {
  if (id === null) throw termsVersionNotFound(id);
  await db.transaction(async (tx) => {
    const before = await findTermsVersionById(tx, { id, forUpdate: true });
    if (!before) throw termsVersionNotFound(id);
    if (before.publishedAt !== null || !(await deleteUnpublishedTermsVersion(tx, { id }))) {
      throw termsVersionPublished(before, await currentTermsVersionId(tx, before.kind, now), now);
    }
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.delete",
      subjectType: "termsVersion",
      subjectId: id,
      before: auditedTermsVersion(before),
    });
  });
}
