import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { lockChangeRequest, updateChangeRequestDecision } from "@store/db/queries/change-requests";
import { findDraftForPreChecks } from "@store/db/queries/pre-check-reports";
import { moveChangeRequest } from "@store/domain/change-request";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TChangeRequestDecision, TChangeRequestOutcome } from "@store/domain/schemas/change-request-review";
import { readIntegrationFacts } from "@/features/portal/app-prechecks/index.server";
import { APPROVAL_WRITERS, applyApproval, type TApprovalWriters } from "./approve-change-request";
import { changeRequestNotFound, heldByAnother, staleDecision, wrongStatus } from "./change-review-errors";

/** What a decision brings besides its body: the operator's language, a clock and (tests) the writers. */
export type TDecisionContext = { locale: TLocale; now?: Date; writers?: TApprovalWriters };

/**
 * POST /api/ops/change_requests/{id}/decision: approve, reject (with a reason) or send back to
 * draft, in one transaction with the draft locked; only by the operator who picked it up (others
 * 409 naming the reviewer) and on the draft's current version (stale 409). Each records its audit
 * row and queues the provider's mail in the same transaction. The caller invalidates the public
 * store after an approval commits.
 */
export async function decideChangeRequest(
  db: TDb,
  principal: TOperatorPrincipal,
  draftId: number | null,
  body: TChangeRequestDecision,
  ctx: TDecisionContext,
): Promise<TChangeRequestOutcome> {
  if (draftId === null) throw changeRequestNotFound(draftId);
  const now = ctx.now ?? new Date();
  // The integration's facts ask the parent service: read before the transaction holds any lock.
  const draft = body.decision === "approve" ? await findDraftForPreChecks(db, { draftId }) : undefined;
  const integration = draft ? await readIntegrationFacts(db, { ...draft, now }) : null;
  return db.transaction(async (tx) => {
    const row = await lockChangeRequest(tx, { draftId });
    if (!row) throw changeRequestNotFound(draftId);
    const move = row.merged
      ? ({ allowed: false } as const)
      : moveChangeRequest(row.changeRequestStatus, body.decision, "operator");
    if (!move.allowed) throw wrongStatus(draftId, row.merged ? "merged" : row.changeRequestStatus, body.decision);
    if (row.reviewerOperatorId !== principal.operatorId) {
      throw heldByAnother(draftId, { id: row.reviewerOperatorId, name: row.reviewerName });
    }
    if (body.version !== row.version) throw staleDecision(draftId, body.version, row.version);

    if (body.decision === "approve") {
      const input = { status: body.status, locale: ctx.locale, now, integration };
      return applyApproval(tx, principal, row, input, ctx.writers ?? APPROVAL_WRITERS);
    }
    const reason = body.decision === "reject" ? body.reason : (body.comment ?? null);
    const to = move.to as "rejected" | "in_draft";
    const version = row.version + 1;
    await updateChangeRequestDecision(tx, {
      draftId,
      changeRequestStatus: to,
      version,
      reviewComment: reason || null,
      reviewedAt: now,
    });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: body.decision === "reject" ? "changeRequest.reject" : "changeRequest.backToDraft",
      subjectType: "draftApp",
      subjectId: draftId,
      reason: reason || null,
      before: { changeRequestStatus: row.changeRequestStatus, version: row.version },
      after: { changeRequestStatus: to, version },
    });
    await (ctx.writers ?? APPROVAL_WRITERS).enqueueChangeRequestMail(tx, { draftId, status: to, reason });
    return {
      id: draftId,
      changeRequestStatus: to,
      version,
      appId: row.appId,
      reviewerOperatorId: principal.operatorId,
    };
  });
}
