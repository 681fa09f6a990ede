import { ZDraftApp, ZDraftAppConflict, ZRowIdParams, ZUpdateDraftAppRequest } from "@store/domain/schemas/draft-app";
import { getDraftApp } from "@/features/portal/app-drafts/server/get-draft-app";
import { updateDraftApp } from "@/features/portal/app-drafts/server/update-draft-app";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/portal/app-drafts/server/save-draft-content";
import { route } from "@/server/http/route";
import { DRAFT_CONFLICT_NOTE } from "@/features/portal/app-drafts/server/draft-api-notes";
import { ownReadById } from "@/features/portal/developer-portal/server/own-reads";

/** One of the provider's drafts (404 for another provider's). */
export const GET = route(ownReadById("One own draft", ZDraftApp), ({ db, principal, params }) =>
  getDraftApp(db, principal, params.id),
);

/** Saves changes based on `version` (409 when stale or not editable, with the draft as it is). */
export const PATCH = route(
  {
    summary: "Saves a draft; nested lists by `id` + `_destroy` (SPEC §7)",
    description: DRAFT_CONFLICT_NOTE,
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    params: ZRowIdParams,
    body: ZUpdateDraftAppRequest,
    answers: [{ status: 200, description: "The saved draft.", schema: ZDraftApp }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZDraftAppConflict,
  },
  ({ db, principal, params, body, locale }) => updateDraftApp(db, principal, params.id, body, { locale }),
);
