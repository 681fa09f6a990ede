import "server-only";
import type { TDb } from "@store/db/client";
import { lockDraftApp } from "@store/db/queries/draft-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TDraftApp, TUpdateDraftAppRequest } from "@store/domain/schemas/draft-app";
import { toDraftApp } from "./draft-app-answer";
import { notFound } from "./draft-errors";
import { saveDraft, type TDraftRequestContext } from "./save-draft-content";

/**
 * PATCH /api/developers/experimental/draft_apps/{id}: one transaction with the draft locked; 404
 * for an id that is not the provider's, 409 when it is not editable now or `version` is stale.
 */
export async function updateDraftApp(
  db: TDb,
  principal: TProviderPrincipal,
  draftId: number | null,
  body: TUpdateDraftAppRequest,
  ctx: TDraftRequestContext,
): Promise<TDraftApp> {
  if (draftId === null) throw notFound("draft");
  return db.transaction(async (tx) => {
    const row = await lockDraftApp(tx, { appProviderId: principal.appProviderId, draftId });
    if (!row) throw notFound(`draft ${draftId}`);
    const { version, content: patch, notificationEmail, loginUrl } = body;
    return toDraftApp(await saveDraft(tx, principal, row, { version, patch, notificationEmail, loginUrl }, ctx));
  });
}
