import "server-only";
import type { TDb } from "@store/db/client";
import { findOwnApp } from "@store/db/queries/own-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOwnApp } from "@store/domain/schemas/draft-app";
import { notFound } from "./draft-errors";
import { toOwnApp } from "./own-app-answer";

/** GET /api/developers/apps/{id} and …/experimental/apps/{id}: one of the provider's apps (404 for anyone else's). */
export async function getOwnApp(db: TDb, principal: TProviderPrincipal, appId: number | null): Promise<TOwnApp> {
  const row = appId === null ? undefined : await findOwnApp(db, { appProviderId: principal.appProviderId, appId });
  if (!row) throw notFound(`app ${appId}`);
  return toOwnApp(row);
}
