// Issue 27 item 4: an installed app whose approved update asks for scopes the tenant has not
// granted waits for its admins. They approve (the parent service grants the new set), keep the old
// grant (the set they declined is recorded, so the same request is not asked again) or disconnect.
import { missingScopes, normalizeScopes } from "./integration";

/** What an admin decides about an update that asks for more scopes. */
export const SCOPE_UPDATE_DECISIONS = ["approve", "keep", "disconnect"] as const;
export type TScopeUpdateDecision = (typeof SCOPE_UPDATE_DECISIONS)[number];

/** An update waiting for the admin: the scopes it adds, and those the tenant already granted that stay. */
export type TPendingScopeUpdate = { requested: string[]; added: string[]; kept: string[] };

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = normalizeScopes(a);
  const right = normalizeScopes(b);
  return left.length === right.length && left.every((scope, index) => scope === right[index]);
}

/**
 * The update an installation waits on, or null: none when the grant covers what the app asks (a
 * grant from before scopes, null, covers it), nor when the admins declined exactly this request.
 */
export function pendingScopeUpdate(
  installation: { grantedScopes: readonly string[] | null; declinedScopes: readonly string[] | null },
  requested: readonly string[],
): TPendingScopeUpdate | null {
  const added = missingScopes(installation.grantedScopes, requested);
  if (added.length === 0) return null;
  if (installation.declinedScopes !== null && sameSet(installation.declinedScopes, requested)) return null;
  const granted = new Set(installation.grantedScopes ?? []);
  return {
    requested: normalizeScopes(requested),
    added,
    kept: normalizeScopes(requested.filter((scope) => granted.has(scope))),
  };
}

/**
 * What a grant of a shared provider account covers: every scope its apps ask, together (the
 * parent service grants the OAuth client, not one app).
 */
export function grantedScopeUnion(apps: readonly { scopes: readonly string[] }[]): string[] {
  return normalizeScopes(apps.flatMap((app) => app.scopes));
}

/** The scopes an approved change adds to what the live app asked (none for a new app). */
export function addedByChange(before: readonly string[] | null, after: readonly string[]): string[] {
  if (before === null) return [];
  const was = new Set(before);
  return normalizeScopes(after.filter((scope) => !was.has(scope)));
}
