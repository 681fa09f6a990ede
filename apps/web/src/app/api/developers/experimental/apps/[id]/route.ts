import { ZRowIdParams, ZUpdateOwnAppRequest } from "@store/domain/schemas/draft-app";
import { getOwnApp } from "@/features/app-drafts/server/get-own-app";
import { updateOwnApp } from "@/features/app-drafts/server/update-own-app";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/app-drafts/server/save-draft-content";
import { route } from "@/server/route";

/** One of the provider's apps with its content (404 for another provider's). */
export const GET = route({ auth: "providerUser", params: ZRowIdParams }, ({ db, principal, params }) =>
  getOwnApp(db, principal, params.id),
);

/** Changes the app through its open draft (opened from the app's content when it has none). */
export const PATCH = route(
  {
    auth: "providerUser",
    origin: "required",
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    params: ZRowIdParams,
    body: ZUpdateOwnAppRequest,
  },
  ({ db, principal, params, body, locale }) => updateOwnApp(db, principal, params.id, body, { locale }),
);
