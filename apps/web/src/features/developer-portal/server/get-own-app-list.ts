import "server-only";
import type { TDb } from "@store/db/client";
import { listOwnApps } from "@store/db/queries/own-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOwnAppList } from "@store/domain/schemas/draft-app";

/** SPEC §3 Own-app list (and GET /api/developers/apps): the apps and drafts of the signed-in user's provider only. */
export async function getOwnAppList(db: TDb, principal: TProviderPrincipal): Promise<TOwnAppList> {
  const list = await listOwnApps(db, { appProviderId: principal.appProviderId });
  return {
    apps: list.apps.map((app) => ({ ...app, updatedAt: app.updatedAt.toISOString() })),
    draftApps: list.draftApps.map((draft) => ({ ...draft, updatedAt: draft.updatedAt.toISOString() })),
  };
}
