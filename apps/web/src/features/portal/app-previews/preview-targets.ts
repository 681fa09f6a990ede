// SPEC §2 preview addresses → what they name. Null when the address names nothing a preview can
// show (bad or disagreeing ids): the page answers with the not-found screen.
import { parsePreviewId, queryAgrees } from "./preview-ids";
import { PUBLIC_PREVIEW_PARAM } from "@/paths/preview-request";

/** What a preview address names. */
export type TAppPreviewTarget =
  | { kind: "newDraft"; draftId: number }
  | { kind: "editDraft"; appId: number; draftId: number }
  | { kind: "app"; appId: number }
  | { kind: "publicDraft"; code: string; draftId: number };

export type TQuery = Record<string, string | string[] | undefined>;

/** The ids a preview address repeats in its query (SPEC §2 preview parameters). */
export type TPreviewQuery = Partial<Record<"app_id" | "draft_app_id" | typeof PUBLIC_PREVIEW_PARAM, string | string[]>>;

/**
 * A preview page's query for page() (server/pages/page.ts), kept as typed: an empty or repeated id names
 * no preview (not found), where a field-by-field parse would drop it and show the public page.
 */
export function previewQuery(search: TQuery): TPreviewQuery {
  return {
    app_id: search.app_id,
    draft_app_id: search.draft_app_id,
    [PUBLIC_PREVIEW_PARAM]: search[PUBLIC_PREVIEW_PARAM],
  };
}

/** `/developers/apps/new/draft_apps/{draftId}/preview?draft_app_id={draftId}` */
export function newDraftTarget(params: { draftId: string }, query: TQuery): TAppPreviewTarget | null {
  const draftId = parsePreviewId(params.draftId);
  if (draftId === null || !queryAgrees(query.draft_app_id, draftId)) return null;
  return { kind: "newDraft", draftId };
}

/** `/developers/apps/{appId}/edit/draft_apps/{draftId}/preview?app_id={appId}&draft_app_id={draftId}` */
export function editDraftTarget(params: { appId: string; draftId: string }, query: TQuery): TAppPreviewTarget | null {
  const appId = parsePreviewId(params.appId);
  const draftId = parsePreviewId(params.draftId);
  if (appId === null || draftId === null) return null;
  if (!queryAgrees(query.app_id, appId) || !queryAgrees(query.draft_app_id, draftId)) return null;
  return { kind: "editDraft", appId, draftId };
}

/** `/developers/apps/{appId}/edit/draft_apps/preview?app_id={appId}` */
export function appTarget(params: { appId: string }, query: TQuery): TAppPreviewTarget | null {
  const appId = parsePreviewId(params.appId);
  if (appId === null || !queryAgrees(query.app_id, appId)) return null;
  return { kind: "app", appId };
}

/**
 * `/apps/{code}?preview_app_id={draftId}` (and its contact page): "absent" when the address asks
 * for no preview (the public page), null when it asks for one it cannot name.
 */
export function publicDraftTarget(code: string, query: TQuery): TAppPreviewTarget | "absent" | null {
  const raw = query[PUBLIC_PREVIEW_PARAM];
  if (raw === undefined) return "absent";
  const draftId = parsePreviewId(raw);
  return draftId === null ? null : { kind: "publicDraft", code, draftId };
}
