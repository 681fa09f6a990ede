import "server-only";
import type { TDb } from "@store/db/client";
import { findDraftApp } from "@store/db/queries/draft-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TDraftApp } from "@store/domain/schemas/draft-app";
import { toDraftApp } from "./draft-app-answer";
import { notFound } from "./draft-errors";

/** GET /api/developers/experimental/draft_apps/{id}: one of the provider's drafts (404 for anyone else's). */
export async function getDraftApp(db: TDb, principal: TProviderPrincipal, draftId: number | null): Promise<TDraftApp> {
  const row =
    draftId === null ? undefined : await findDraftApp(db, { appProviderId: principal.appProviderId, draftId });
  if (!row) throw notFound(`draft ${draftId}`);
  return toDraftApp(row);
}
