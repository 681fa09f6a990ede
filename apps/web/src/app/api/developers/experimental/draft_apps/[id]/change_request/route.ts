import { ZDraftApp, ZDraftAppChangeRequest, ZDraftAppConflict, ZRowIdParams } from "@store/domain/schemas/draft-app";
import { moveDraftChangeRequest } from "@/features/portal/app-drafts/server/move-draft-change-request";
import { route } from "@/server/http/route";

/** Submits the draft for review or withdraws it (422 with the issues per field when it cannot be submitted). */
export const POST = route(
  {
    summary: "Submits a draft for review, or withdraws a pending submission",
    description:
      "Submitting runs the automatic pre-checks first (see `…/pre_checks`): content with issues or any failed check is refused with 422, `items` per field path (e.g. `usages.2.title`) and the report in `error.details.preCheckReport`; warnings do not block. A submitted draft keeps the report; a refused one changes nothing. Submits and withdrawals are limited per provider and per client address (429 with Retry-After).",
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    rateLimit: ["changeRequestPerProvider", "changeRequestPerIp"],
    params: ZRowIdParams,
    body: ZDraftAppChangeRequest,
    answers: [{ status: 200, description: "The draft with its new change-request status.", schema: ZDraftApp }],
    errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    conflictDetails: ZDraftAppConflict,
  },
  ({ db, principal, params, body, locale }) => moveDraftChangeRequest(db, principal, params.id, body, { locale }),
);
