import "server-only";
import type { TDb } from "@store/db/client";
import { countOpenNewAppDraftsLocked, findOpenDraftOfApp } from "@store/db/queries/draft-apps";
import { lockOwnApp } from "@store/db/queries/own-apps";
import { MAX_OPEN_NEW_APP_DRAFTS } from "@store/domain/draft-limits";
import type { TProviderPrincipal } from "@store/domain/principals";
import { MAX_ROW_ID, type TCreateDraftAppRequest, type TDraftApp } from "@store/domain/schemas/draft-app";
import { toDraftApp } from "./draft-app-answer";
import { draftQuotaReached, notFound, openDraftExists } from "./draft-errors";
import { insertDraft, type TDraftRequestContext } from "./save-draft-content";

/**
 * POST /api/developers/experimental/draft_apps (and POST …/experimental/apps, a new app's draft):
 * a draft of a new app, from empty content, or of one of the provider's apps, from the app's
 * content; the body's changes applied. An app that already has an open draft answers 409 with it;
 * a provider with MAX_OPEN_NEW_APP_DRAFTS open new apps' drafts gets 422.
 */
export async function createDraftApp(
  db: TDb,
  principal: TProviderPrincipal,
  body: TCreateDraftAppRequest,
  ctx: TDraftRequestContext,
): Promise<TDraftApp> {
  const { appId, content: patch = {}, notificationEmail, loginUrl } = body;
  const { appProviderId } = principal;
  return db.transaction(async (tx) => {
    let app = null;
    if (appId != null) {
      if (appId > MAX_ROW_ID) throw notFound(`app ${appId}`);
      app = await lockOwnApp(tx, { appProviderId, appId });
      if (!app) throw notFound(`app ${appId}`);
      const open = await findOpenDraftOfApp(tx, { appProviderId, appId });
      if (open) throw openDraftExists(open);
    }
    if (appId == null && (await countOpenNewAppDraftsLocked(tx, { appProviderId })) >= MAX_OPEN_NEW_APP_DRAFTS)
      throw draftQuotaReached(appProviderId, MAX_OPEN_NEW_APP_DRAFTS);
    const row = await insertDraft(tx, principal, { app, patch, notificationEmail, loginUrl }, ctx);
    return toDraftApp(row);
  });
}
