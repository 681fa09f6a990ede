// The developer area's addresses (SPEC §2 Developer area), in one place for links and tests.

export const DEVELOPER_PATHS = {
  home: "/developers",
  apps: "/developers/apps",
  profile: "/developers/app_provider/edit",
  /** Demo, inquiry and trial requests to the provider's apps (issue 13). */
  leads: "/developers/leads",
  /** Lifecycle webhooks to the provider and their deliveries (issue 13). */
  webhooks: "/developers/webhooks",
  /** A new app starts as a draft with no app. */
  newAppDraft: "/developers/apps/new/draft_apps/new",
  /** The provider's OAuth clients at the parent service (issue 27). */
  integrations: "/developers/integrations",
  /** The public user voices about the provider's apps and its replies (issue 28). */
  voices: "/developers/voices",
  /** The provider's analytics: views, requests, installs, uninstalls (issue 29). */
  analytics: "/developers/analytics",
} as const;

/**
 * Where the parent service sends a development installation's code (issue 27): registered with every
 * provider's OAuth client by the store, never shown to nor edited by the provider.
 */
export const DEVELOPMENT_CALLBACK_PATH = "/api/developers/development_installs/callback";

export function announcementPath(id: number): string {
  return `/developers/app_provider_announcements/${id}`;
}

/** A new draft of an existing app (one open draft at a time, DOMAIN.md). */
export function newDraftOfAppPath(appId: number): string {
  return `/developers/apps/${appId}/edit/draft_apps/new`;
}

/** An existing draft: of a new app (appId null) or of an existing one. */
export function editDraftPath(draft: { id: number; appId: number | null }): string {
  return draft.appId === null
    ? `/developers/apps/new/draft_apps/${draft.id}/edit`
    : `/developers/apps/${draft.appId}/edit/draft_apps/${draft.id}/edit`;
}

/** The public page of an app. */
export function publicAppPath(code: string): string {
  return `/apps/${encodeURIComponent(code)}`;
}

// Previews (SPEC §2 developer preview parameters): the path carries the ids, the query repeats
// them under SPEC's names.

/** The preview of a new app's draft. */
export function newDraftPreviewPath(draftId: number): string {
  return `/developers/apps/new/draft_apps/${draftId}/preview?draft_app_id=${draftId}`;
}

/** The preview of a draft of an existing app. */
export function editDraftPreviewPath(appId: number, draftId: number): string {
  return `/developers/apps/${appId}/edit/draft_apps/${draftId}/preview?app_id=${appId}&draft_app_id=${draftId}`;
}

/** The preview of an app's current stored content, whatever its status. */
export function appPreviewPath(appId: number): string {
  return `/developers/apps/${appId}/edit/draft_apps/preview?app_id=${appId}`;
}

/** A draft shown on the public route of its app's code. */
export function publicPreviewPath(code: string, draftId: number): string {
  return `${publicAppPath(code)}?preview_app_id=${draftId}`;
}

/** The preview of a draft (SPEC §2 developer preview parameters: draft_app_id; app_id and draft_app_id). */
export function draftPreviewPath(draft: { id: number; appId: number | null }): string {
  return draft.appId === null ? newDraftPreviewPath(draft.id) : editDraftPreviewPath(draft.appId, draft.id);
}
