import "server-only";
import {
  ZChangeRequestDecision,
  ZChangeRequestOutcome,
  ZChangeRequestQueue,
  ZChangeRequestQueueQuery,
} from "@store/domain/schemas/change-request-review";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { TPathSpecs } from "./operation";

// The operators' review of change requests (issue 11): the queue, picking one up, deciding it.

const TAGS = ["Operator"];

const HELD =
  "409 when another operator holds the request (`error.message` names them), when it is not in the status the action starts from, or (decisions) when `version` is not the draft's current one.";

export const CHANGE_REVIEW_PATHS: TPathSpecs = {
  "/api/ops/change_requests": {
    get: {
      tags: TAGS,
      auth: "operator",
      summary: "The review queue: pending change requests oldest first (one page), and those in review",
      description:
        "`provider` and `kind` filter both lists; `after` (the `nextCursor` of the previous page) continues the pending list. Values the queue cannot use are ignored.",
      query: ZChangeRequestQueueQuery,
      answers: [{ status: 200, description: "The queue.", schema: ZChangeRequestQueue }],
    },
  },
  "/api/ops/change_requests/{id}/pick_up": {
    post: {
      tags: TAGS,
      auth: "operator",
      origin: "required",
      summary: "Picks a pending change request up for review (one operator at a time)",
      description: `Sets it in review with the caller as reviewer, atomically. The caller's own repeated pick-up answers as it stands. ${HELD}`,
      params: ZRowIdParams,
      answers: [{ status: 200, description: "The request in review.", schema: ZChangeRequestOutcome }],
      errors: ["NOT_FOUND", "CONFLICT"],
    },
  },
  "/api/ops/change_requests/{id}/decision": {
    post: {
      tags: TAGS,
      auth: "operator",
      origin: "required",
      summary: "Approves, rejects (with a reason) or sends back to draft a change request in review",
      description: `Only by the operator who picked it up. Approval applies the draft to the app in one transaction (a new app is created with \`status\`, \`draft\` unless given) and shows on the public pages at once; a code another app took meanwhile is a 422 on \`code\`. ${HELD}`,
      params: ZRowIdParams,
      body: ZChangeRequestDecision,
      answers: [{ status: 200, description: "The request after the decision.", schema: ZChangeRequestOutcome }],
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
  },
};
