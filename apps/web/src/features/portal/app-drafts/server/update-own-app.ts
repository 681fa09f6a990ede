import "server-only";
import type { TDb } from "@store/db/client";
import { findOpenDraftOfApp, lockDraftApp } from "@store/db/queries/draft-apps";
import { lockOwnApp } from "@store/db/queries/own-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TDraftApp, TUpdateOwnAppRequest } from "@store/domain/schemas/draft-app";
import { toDraftApp } from "./draft-app-answer";
import { notFound } from "./draft-errors";
import { insertDraft, saveDraft, type TDraftRequestContext } from "./save-draft-content";

/**
 * PATCH /api/developers/experimental/apps/{id}: an app's content is changed through its open
 * draft; one is opened from the app's content when it has none. `version`, when given, is the
 * open draft's (409 when stale).
 */
export async function updateOwnApp(
  db: TDb,
  principal: TProviderPrincipal,
  appId: number | null,
  body: TUpdateOwnAppRequest,
  ctx: TDraftRequestContext,
): Promise<TDraftApp> {
  if (appId === null) throw notFound("app");
  const { appProviderId } = principal;
  return db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, { appProviderId, appId });
    if (!app) throw notFound(`app ${appId}`);
    const open = await findOpenDraftOfApp(tx, { appProviderId, appId });
    const locked = open && (await lockDraftApp(tx, { appProviderId, draftId: open.id }));
    const row = locked
      ? await saveDraft(tx, principal, locked, { version: body.version, patch: body.content }, ctx)
      : await insertDraft(tx, principal, { app, patch: body.content }, ctx);
    return toDraftApp(row);
  });
}
