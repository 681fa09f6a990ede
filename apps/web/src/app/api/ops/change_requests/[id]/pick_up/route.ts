import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZChangeRequestOutcome } from "@store/domain/schemas/change-request-review";
import { pickUpChangeRequest } from "@/features/console/change-review/server/pick-up-change-request";
import { route } from "@/server/http/route";
import { HELD_NOTE } from "@/features/console/change-review/server/review-api-notes";

/** The operator picks a pending change request up for review (409 naming who has it when someone was first). */
export const POST = route(
  {
    summary: "Picks a pending change request up for review (one operator at a time)",
    description: `Sets it in review with the caller as reviewer, atomically. The caller's own repeated pick-up answers as it stands. ${HELD_NOTE}`,
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "The request in review.", schema: ZChangeRequestOutcome }],
    errors: ["NOT_FOUND", "CONFLICT"],
  },
  ({ db, principal, params }) => pickUpChangeRequest(db, principal, params.id),
);
