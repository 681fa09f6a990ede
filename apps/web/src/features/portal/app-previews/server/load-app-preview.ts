import "server-only";
import type { TDb } from "@store/db/client";
import { findAppForPreview, findDraftAppForPreview, type TPreviewScope } from "@store/db/queries/app-previews";
import { AppError } from "@store/domain/errors";
import type { TOperatorPrincipal, TProviderPrincipal } from "@store/domain/principals";
import type { TAppDetail } from "@store/domain/schemas/app";
import type { TCatalogContext } from "@/features/store/catalog/index.server";
import { getAppPreviewDetail } from "@/features/store/catalog/index.server";
import type { TAppPreviewTarget } from "../preview-targets";

/** Who asks: a provider user, an operator, or nobody signed in to either. */
export type TPreviewer = TProviderPrincipal | TOperatorPrincipal | null;

function scopeOf(previewer: TProviderPrincipal | TOperatorPrincipal): TPreviewScope {
  return previewer.kind === "operator"
    ? { kind: "operator" }
    : { kind: "provider", appProviderId: previewer.appProviderId };
}

/** The draft belongs where the address puts it: no app, that app, or that app code. */
function draftFits(target: Exclude<TAppPreviewTarget, { kind: "app" }>, draft: { appId: number | null; code: string }) {
  if (target.kind === "newDraft") return draft.appId === null;
  if (target.kind === "editDraft") return draft.appId === target.appId;
  return draft.code === target.code;
}

/**
 * The detail page's data of a preview, built as the public page's (getAppPreviewDetail). Only the
 * provider's own users and operators see one; for anyone else, as for an unknown or misplaced id,
 * it is NOT_FOUND, so a preview never tells whether a draft exists.
 */
export async function loadAppPreview(
  db: TDb,
  target: TAppPreviewTarget,
  previewer: TPreviewer,
  ctx: TCatalogContext,
): Promise<TAppDetail> {
  const notFound = new AppError("NOT_FOUND", `preview ${JSON.stringify(target)} not found`);
  if (!previewer) throw notFound;
  const scope = scopeOf(previewer);
  if (target.kind === "app") {
    const app = await findAppForPreview(db, { appId: target.appId, scope });
    if (!app) throw notFound;
    return getAppPreviewDetail(db, { content: app.content, appId: app.id, appProviderId: app.appProviderId }, ctx);
  }
  const draft = await findDraftAppForPreview(db, { draftId: target.draftId, scope });
  if (!draft || !draftFits(target, draft)) throw notFound;
  return getAppPreviewDetail(
    db,
    { content: draft.content, appId: draft.appId, appProviderId: draft.appProviderId },
    ctx,
  );
}
