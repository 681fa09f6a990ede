import { ZDraftAppChangeRequest, ZRowIdParams } from "@store/domain/schemas/draft-app";
import { moveDraftChangeRequest } from "@/features/app-drafts/server/move-draft-change-request";
import { route } from "@/server/route";

/** Submits the draft for review or withdraws it (422 with the issues per field when it cannot be submitted). */
export const POST = route(
  {
    auth: "providerUser",
    origin: "required",
    rateLimit: ["changeRequestPerProvider", "changeRequestPerIp"],
    params: ZRowIdParams,
    body: ZDraftAppChangeRequest,
  },
  ({ db, principal, params, body, locale }) => moveDraftChangeRequest(db, principal, params.id, body, { locale }),
);
