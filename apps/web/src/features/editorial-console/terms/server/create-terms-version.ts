import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { insertTermsVersion, termsVersionLabelTaken } from "@store/db/queries/terms";
import { renderTermsMarkdown } from "@store/db/rich-text";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TCreateTermsVersionRequest, TOpsTermsVersion } from "@store/domain/schemas/editorial";
import { isUniqueViolation, termsVersionTaken } from "./terms-errors";
import { auditedTermsVersion, currentTermsVersionId, toOpsTermsVersion } from "./terms-version-answer";

/**
 * POST /api/ops/editorial/terms: a new, unpublished version of a terms document, its Markdown
 * rendered to sanitised HTML and contents now; 422 on `version` when the kind already has that label.
 */
export async function createTermsVersion(
  db: TDb,
  principal: TOperatorPrincipal,
  body: TCreateTermsVersionRequest,
  ctx: { locale: TLocale; now?: Date },
): Promise<TOpsTermsVersion> {
  const now = ctx.now ?? new Date();
  const { html, toc } = renderTermsMarkdown(body.bodyMarkdown);
  try {
    return await db.transaction(async (tx) => {
      if (await termsVersionLabelTaken(tx, { kind: body.kind, version: body.version })) {
        throw termsVersionTaken(body.version, ctx.locale);
      }
      const row = await insertTermsVersion(tx, {
        ...body,
        effectiveAt: new Date(body.effectiveAt),
        bodyHtml: html,
        toc,
      });
      await recordAuditEvent(tx, {
        operatorId: principal.operatorId,
        action: "editorial.create",
        subjectType: "termsVersion",
        subjectId: row.id,
        after: auditedTermsVersion(row),
      });
      return toOpsTermsVersion(row, await currentTermsVersionId(tx, row.kind, now), now);
    });
  } catch (error) {
    // Two operators saving the same label at once: the unique index decides, the answer is the same.
    if (isUniqueViolation(error)) throw termsVersionTaken(body.version, ctx.locale);
    throw error;
  }
}
