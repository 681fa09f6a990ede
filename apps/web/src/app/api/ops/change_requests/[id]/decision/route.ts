import { ZChangeRequestDecision, ZChangeRequestOutcome } from "@store/domain/schemas/change-request-review";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { decideChangeRequest } from "@/features/console/change-review/server/decide-change-request";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";
import { HELD_NOTE } from "@/features/console/change-review/server/review-api-notes";

/** Approve, reject with a reason, or send back to draft; an approval shows on the public pages at once. */
export const POST = route(
  {
    summary: "Approves, rejects (with a reason) or sends back to draft a change request in review",
    description: `Only by the operator who picked it up. Approval applies the draft to the app in one transaction (a new app is created with \`status\`, \`draft\` unless given) and shows on the public pages at once; a code another app took meanwhile is a 422 on \`code\`. ${HELD_NOTE}`,
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZChangeRequestDecision,
    answers: [{ status: 200, description: "The request after the decision.", schema: ZChangeRequestOutcome }],
    errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
  },
  async ({ db, principal, params, body, locale }) => {
    const outcome = await decideChangeRequest(db, principal, params.id, body, { locale });
    if (outcome.changeRequestStatus === "approved") await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return outcome;
  },
);
