import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findChangeRequest, pickUpChangeRequest as pickUpRow } from "@store/db/queries/change-requests";
import { CHANGE_REQUEST_TRANSITIONS } from "@store/domain/change-request";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TChangeRequestOutcome } from "@store/domain/schemas/change-request-review";
import { enqueueChangeRequestMail } from "@/features/portal/app-drafts/index.server";
import { changeRequestNotFound, heldByAnother, wrongStatus } from "./change-review-errors";

/**
 * POST /api/ops/change_requests/{id}/pick_up: the operator takes a pending request for review.
 * One conditional update decides it (only while pending), so of two operators at once exactly one
 * wins; the other gets a 409 naming who has it. The winner's audit row and the provider's
 * "in review" mail are written in the same transaction.
 */
export async function pickUpChangeRequest(
  db: TDb,
  principal: TOperatorPrincipal,
  draftId: number | null,
  now = new Date(),
): Promise<TChangeRequestOutcome> {
  if (draftId === null) throw changeRequestNotFound(draftId);
  return db.transaction(async (tx) => {
    const { from, to } = CHANGE_REQUEST_TRANSITIONS.pickUp;
    const picked = await pickUpRow(tx, { draftId, operatorId: principal.operatorId, now, from, to });
    if (!picked) return alreadyMine(await findChangeRequest(tx, { draftId }), draftId, principal);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "changeRequest.pickUp",
      subjectType: "draftApp",
      subjectId: draftId,
      before: { changeRequestStatus: "pending" },
      after: { changeRequestStatus: to, reviewerOperatorId: principal.operatorId, version: picked.version },
    });
    await enqueueChangeRequestMail(tx, { draftId, status: to });
    return {
      id: draftId,
      changeRequestStatus: to,
      version: picked.version,
      appId: picked.appId,
      reviewerOperatorId: principal.operatorId,
    };
  });
}

/**
 * When the update found nothing: the caller's own earlier pick-up (a second click) answers as it
 * stands; otherwise why not: no such request, someone else has it, or it is not waiting.
 */
function alreadyMine(
  row: Awaited<ReturnType<typeof findChangeRequest>>,
  draftId: number,
  principal: TOperatorPrincipal,
): TChangeRequestOutcome {
  if (!row) throw changeRequestNotFound(draftId);
  const inReview = row.changeRequestStatus === "in_review" && !row.merged;
  if (inReview && row.reviewerOperatorId === principal.operatorId) {
    return {
      id: draftId,
      changeRequestStatus: "in_review",
      version: row.version,
      appId: row.appId,
      reviewerOperatorId: principal.operatorId,
    };
  }
  if (inReview) throw heldByAnother(draftId, { id: row.reviewerOperatorId, name: row.reviewerName });
  throw wrongStatus(draftId, row.merged ? "merged" : row.changeRequestStatus, "pickUp");
}
