import { ZRowIdParams, ZUpdateDraftAppRequest } from "@store/domain/schemas/draft-app";
import { getDraftApp } from "@/features/app-drafts/server/get-draft-app";
import { updateDraftApp } from "@/features/app-drafts/server/update-draft-app";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/app-drafts/server/save-draft-content";
import { route } from "@/server/route";

/** One of the provider's drafts (404 for another provider's). */
export const GET = route({ auth: "providerUser", params: ZRowIdParams }, ({ db, principal, params }) =>
  getDraftApp(db, principal, params.id),
);

/** Saves changes based on `version` (409 when stale or not editable, with the draft as it is). */
export const PATCH = route(
  {
    auth: "providerUser",
    origin: "required",
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    params: ZRowIdParams,
    body: ZUpdateDraftAppRequest,
  },
  ({ db, principal, params, body, locale }) => updateDraftApp(db, principal, params.id, body, { locale }),
);
