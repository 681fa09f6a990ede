import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findTermsVersionById, publishTermsVersion as publishRow } from "@store/db/queries/terms";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TOpsTermsVersion } from "@store/domain/schemas/editorial";
import { termsVersionNotFound, termsVersionPublished } from "./terms-errors";
import { auditedTermsVersion, currentTermsVersionId, toOpsTermsVersion } from "./terms-version-answer";

/**
 * POST /api/ops/editorial/terms/{id}/publication: publishes a version. It becomes the kind's
 * current version at its effective time (at once when that has passed); the one it follows stays
 * readable as a past version. Publishing twice is a 409.
 */
export async function publishTermsVersion(
  db: TDb,
  principal: TOperatorPrincipal,
  id: number | null,
  now: Date = new Date(),
): Promise<TOpsTermsVersion> {
  if (id === null) throw termsVersionNotFound(id);
  return db.transaction(async (tx) => {
    const before = await findTermsVersionById(tx, { id, forUpdate: true });
    if (!before) throw termsVersionNotFound(id);
    if (before.publishedAt !== null) {
      throw termsVersionPublished(before, await currentTermsVersionId(tx, before.kind, now), now);
    }
    const after = await publishRow(tx, { id, now });
    if (!after) throw termsVersionNotFound(id);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "editorial.publish",
      subjectType: "termsVersion",
      subjectId: id,
      before: auditedTermsVersion(before),
      after: auditedTermsVersion(after),
    });
    return toOpsTermsVersion(after, await currentTermsVersionId(tx, after.kind, now), now);
  });
}
