import {
  ZDraftApp,
  ZDraftAppConflict,
  ZOwnApp,
  ZRowIdParams,
  ZUpdateOwnAppRequest,
} from "@store/domain/schemas/draft-app";
import { getOwnApp } from "@/features/portal/app-drafts/server/get-own-app";
import { updateOwnApp } from "@/features/portal/app-drafts/server/update-own-app";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/portal/app-drafts/server/save-draft-content";
import { route } from "@/server/http/route";
import { DRAFT_CONFLICT_NOTE } from "@/features/portal/app-drafts/server/draft-api-notes";
import { ownReadById } from "@/features/portal/developer-portal/server/own-reads";

/** One of the provider's apps with its content (404 for another provider's). */
export const GET = route(ownReadById("One own app", ZOwnApp), ({ db, principal, params }) =>
  getOwnApp(db, principal, params.id),
);

/** Changes the app through its open draft (opened from the app's content when it has none). */
export const PATCH = route(
  {
    summary: "Changes an own app through its open draft (opened from the app's content when there is none)",
    description: DRAFT_CONFLICT_NOTE,
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    params: ZRowIdParams,
    body: ZUpdateOwnAppRequest,
    answers: [{ status: 200, description: "The draft after the change.", schema: ZDraftApp }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZDraftAppConflict,
  },
  ({ db, principal, params, body, locale }) => updateOwnApp(db, principal, params.id, body, { locale }),
);
