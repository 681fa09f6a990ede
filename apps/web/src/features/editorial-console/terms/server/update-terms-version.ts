import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findTermsVersionById, termsVersionLabelTaken, updateUnpublishedTermsVersion } from "@store/db/queries/terms";
import { renderTermsMarkdown } from "@store/db/rich-text";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TOpsTermsVersion, TUpdateTermsVersionRequest } from "@store/domain/schemas/editorial";
import { isUniqueViolation, termsVersionNotFound, termsVersionPublished, termsVersionTaken } from "./terms-errors";
import { auditedTermsVersion, currentTermsVersionId, toOpsTermsVersion } from "./terms-version-answer";

/**
 * PATCH /api/ops/editorial/terms/{id}: saves an unpublished version. A published one is never
 * changed (409 with it as it is: make a new version instead).
 */
export async function updateTermsVersion(
  db: TDb,
  principal: TOperatorPrincipal,
  id: number | null,
  body: TUpdateTermsVersionRequest,
  ctx: { locale: TLocale; now?: Date },
): Promise<TOpsTermsVersion> {
  const now = ctx.now ?? new Date();
  if (id === null) throw termsVersionNotFound(id);
  const { html, toc } = renderTermsMarkdown(body.bodyMarkdown);
  try {
    return await db.transaction(async (tx) => {
      const before = await findTermsVersionById(tx, { id, forUpdate: true });
      if (!before) throw termsVersionNotFound(id);
      const currentId = await currentTermsVersionId(tx, before.kind, now);
      if (before.publishedAt !== null) throw termsVersionPublished(before, currentId, now);
      if (await termsVersionLabelTaken(tx, { kind: before.kind, version: body.version, exceptId: id })) {
        throw termsVersionTaken(body.version, ctx.locale);
      }
      const values = { ...body, effectiveAt: new Date(body.effectiveAt), bodyHtml: html, toc };
      const after = await updateUnpublishedTermsVersion(tx, { id, values });
      if (!after) throw termsVersionPublished(before, currentId, now);
      await recordAuditEvent(tx, {
        operatorId: principal.operatorId,
        action: "editorial.update",
        subjectType: "termsVersion",
        subjectId: id,
        before: auditedTermsVersion(before),
        after: auditedTermsVersion(after),
      });
      return toOpsTermsVersion(after, currentId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw termsVersionTaken(body.version, ctx.locale);
    throw error;
  }
}
