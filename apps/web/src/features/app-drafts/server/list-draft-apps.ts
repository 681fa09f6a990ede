import "server-only";
import type { TDb } from "@store/db/client";
import { listOpenDraftApps } from "@store/db/queries/draft-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TDraftApp } from "@store/domain/schemas/draft-app";
import { toDraftApp } from "./draft-app-answer";

/** GET /api/developers/experimental/draft_apps: the provider's unmerged drafts, most recently changed first. */
export async function listDraftApps(db: TDb, principal: TProviderPrincipal): Promise<TDraftApp[]> {
  const rows = await listOpenDraftApps(db, { appProviderId: principal.appProviderId });
  return rows.map(toDraftApp);
}
