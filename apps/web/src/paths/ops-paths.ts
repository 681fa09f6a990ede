// The operator console's addresses (issue 11), in one place for links, redirects and tests.

import type { TLocale } from "@store/domain/locales";

export const EDITORIAL_KINDS = [
  "specials",
  "campaigns",
  "cases",
  "news",
  "pickups",
  "top_links",
  "terms",
  "announcements",
] as const;
export type TEditorialKind = (typeof EDITORIAL_KINDS)[number];

export const OPS_PATHS = {
  home: "/ops",
  changeRequests: "/ops/change_requests",
  apps: "/ops/apps",
  providers: "/ops/providers",
  newProvider: "/ops/providers/new",
  editorial: "/ops/editorial",
  auditLog: "/ops/audit_log",
  failedMails: "/ops/mails",
  voices: "/ops/voices",
  analytics: "/ops/analytics",
  taxonomy: "/ops/taxonomy",
} as const;

/** One change request (a submitted draft) under review. */
export function changeRequestPath(draftId: number): string {
  return `${OPS_PATHS.changeRequests}/${draftId}`;
}

/** One app's page in the console: its status and history. */
export function opsAppPath(appId: number): string {
  return `${OPS_PATHS.apps}/${appId}`;
}

export function opsProviderPath(providerId: number): string {
  return `${OPS_PATHS.providers}/${providerId}`;
}

/** The list of one kind of editorial content. */
export function editorialListPath(kind: TEditorialKind): string {
  return `${OPS_PATHS.editorial}/${kind}`;
}

export function newEditorialPath(kind: TEditorialKind): string {
  return `${OPS_PATHS.editorial}/${kind}/new`;
}

export function editEditorialPath(kind: TEditorialKind, id: number): string {
  return `${OPS_PATHS.editorial}/${kind}/${id}`;
}

/** How an item looks on the public page before it is published; with `lang`, to visitors of that language. */
export function editorialPreviewPath(kind: TEditorialKind, id: number, lang?: TLocale): string {
  const path = `${OPS_PATHS.editorial}/${kind}/${id}/preview`;
  return lang ? `${path}?${new URLSearchParams({ lang })}` : path;
}
