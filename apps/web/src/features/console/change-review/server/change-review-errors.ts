import "server-only";
import { AppError } from "@store/domain/errors";

// The refusals of the review console, each with the message key the operator reads.

export function changeRequestNotFound(draftId: number | null): AppError {
  return new AppError("NOT_FOUND", `no change request ${draftId}`);
}

/** Someone else holds the request (or no one does): 409 naming the reviewer, if any. */
export function heldByAnother(draftId: number, reviewer: { id: number | null; name: string | null }): AppError {
  return new AppError("CONFLICT", `change request ${draftId} is held by operator ${reviewer.id}`, {
    userMessage: reviewer.name
      ? { key: "opsReview.errors.heldBy", values: { name: reviewer.name } }
      : { key: "opsReview.errors.notPickedUp" },
    details: { reviewer: reviewer.id === null ? null : { id: reviewer.id, name: reviewer.name } },
  });
}

/** The request is not where this action starts from (already decided, withdrawn, not submitted). */
export function wrongStatus(draftId: number, status: string, action: string): AppError {
  return new AppError("CONFLICT", `change request ${draftId} is ${status}: cannot ${action}`, {
    userMessage: { key: "opsReview.errors.wrongStatus" },
    details: { changeRequestStatus: status },
  });
}

/** The form was based on an older version of the draft. */
export function staleDecision(draftId: number, version: number, current: number): AppError {
  return new AppError("CONFLICT", `change request ${draftId} is at version ${current}, not ${version}`, {
    userMessage: { key: "opsReview.errors.stale" },
    details: { version: current },
  });
}
