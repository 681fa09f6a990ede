import { ZChangeRequestDecision } from "@store/domain/schemas/change-request-review";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { decideChangeRequest } from "@/features/change-review/server/decide-change-request";
import { invalidatePublicStore } from "@/server/public-cache";
import { PUBLIC_TAGS } from "@/server/public-tags";
import { route } from "@/server/route";

/** Approve, reject with a reason, or send back to draft; an approval shows on the public pages at once. */
export const POST = route(
  { auth: "operator", origin: "required", params: ZRowIdParams, body: ZChangeRequestDecision },
  async ({ db, principal, params, body, locale }) => {
    const outcome = await decideChangeRequest(db, principal, params.id, body, { locale });
    if (outcome.changeRequestStatus === "approved") await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return outcome;
  },
);
