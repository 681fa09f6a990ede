import "server-only";
import type { TDb } from "@store/db/client";
import { listOwnAppContents } from "@store/db/queries/own-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOwnApp } from "@store/domain/schemas/draft-app";
import { toOwnApp } from "./own-app-answer";

/** GET /api/developers/experimental/apps: the provider's apps with their content, most recently changed first. */
export async function listOwnApps(db: TDb, principal: TProviderPrincipal): Promise<TOwnApp[]> {
  const rows = await listOwnAppContents(db, { appProviderId: principal.appProviderId });
  return rows.map(toOwnApp);
}
