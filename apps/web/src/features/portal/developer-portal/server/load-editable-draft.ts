import "server-only";
import { AppError } from "@store/domain/errors";
import type { TDraftApp } from "@store/domain/schemas/draft-app";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getDraftApp } from "@/features/portal/app-drafts/index.server";
import { getDb } from "@/server/db";
import { requirePrincipal } from "@/server/http/require-principal";
import { rowIdOf } from "./route-ids";

/**
 * The draft of an editor page: the signed-in provider's own, of the app in the path (null for a new
 * app's). Anyone else's draft, a merged one, or an app that does not match is the not-found screen.
 * Read once per request: the page's metadata asks first, so such a screen is not titled as an editor.
 */
export const loadEditableDraft = cache(async (typedDraftId: string, typedAppId: string | null): Promise<TDraftApp> => {
  const principal = await requirePrincipal("providerUser");
  const draftId = rowIdOf(typedDraftId);
  const appId = typedAppId === null ? null : rowIdOf(typedAppId);
  if (draftId === null || (typedAppId !== null && appId === null)) notFound();
  const draft = await getDraftApp(await getDb(), principal, draftId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  if (draft.appId !== appId || draft.merged) notFound();
  return draft;
});
