import type { TChangeRequestStatus } from "./enums";

// DOMAIN.md "Drafts and change requests" as one table: who may move a draft's change request from
// which status, and where it goes. A provider submits a draft (again after a rejection) and may
// withdraw it while it waits; an operator picks it up, then approves it, rejects it with a reason,
// or sends it back to the draft for small fixes. An approved draft is merged and moves no more.

export const CHANGE_REQUEST_ACTIONS = ["submit", "withdraw", "pickUp", "approve", "reject", "backToDraft"] as const;
export type TChangeRequestAction = (typeof CHANGE_REQUEST_ACTIONS)[number];

type TTransition = { from: readonly TChangeRequestStatus[]; to: TChangeRequestStatus; by: "providerUser" | "operator" };

export const CHANGE_REQUEST_TRANSITIONS: Record<TChangeRequestAction, TTransition> = {
  submit: { from: ["in_draft", "rejected"], to: "pending", by: "providerUser" },
  withdraw: { from: ["pending"], to: "in_draft", by: "providerUser" },
  pickUp: { from: ["pending"], to: "in_review", by: "operator" },
  approve: { from: ["in_review"], to: "approved", by: "operator" },
  reject: { from: ["in_review"], to: "rejected", by: "operator" },
  backToDraft: { from: ["in_review"], to: "in_draft", by: "operator" },
};

export type TChangeRequestMove =
  | { allowed: true; to: TChangeRequestStatus }
  | { allowed: false; reason: "wrongActor" | "wrongStatus" };

/** Where an action takes a change request in `from`, when `actor` may take it there. */
export function moveChangeRequest(
  from: TChangeRequestStatus,
  action: TChangeRequestAction,
  actor: "providerUser" | "operator",
): TChangeRequestMove {
  const transition = CHANGE_REQUEST_TRANSITIONS[action];
  if (transition.by !== actor) return { allowed: false, reason: "wrongActor" };
  if (!transition.from.includes(from)) return { allowed: false, reason: "wrongStatus" };
  return { allowed: true, to: transition.to };
}

/** A provider edits a draft only while no one else holds it: in draft, or back after a rejection. */
export function isDraftEditable(status: TChangeRequestStatus): boolean {
  return status === "in_draft" || status === "rejected";
}
