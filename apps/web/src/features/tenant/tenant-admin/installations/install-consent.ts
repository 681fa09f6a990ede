import "server-only";
import type { TDb } from "@store/db/client";
import { findAppForInstallation, findAppsOfOauthClient } from "@store/db/queries/installations";
import { groupScopeViews, scopeViews } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import { grantedScopeUnion } from "@store/domain/scope-update";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";
import type { TInstallConsent } from "./tenant-admin-client";

/**
 * Issue 27 item 4: what the install dialog asks the admin to grant, in the viewer's language:
 * the scopes of the app (of every app of its shared provider account, which one grant covers),
 * grouped into what the app may read and what it may change. Null when it asks none. When the
 * parent service's catalogue cannot be read, the scope names still show, with a note.
 */
export async function installConsent(
  db: TDb,
  params: { code: string; locale: TLocale },
): Promise<TInstallConsent | null> {
  const app = await findAppForInstallation(db, { code: params.code });
  if (!app) return null;
  const covered =
    app.oauthClientId === null
      ? [app]
      : await findAppsOfOauthClient(db, { oauthClientId: app.oauthClientId, includeAppId: app.id });
  return consentOf(grantedScopeUnion(covered), params.locale);
}

/** The scopes named, as the dialog and the update notice list them; null for none. */
export async function consentOf(names: readonly string[], locale: TLocale): Promise<TInstallConsent | null> {
  if (names.length === 0) return null;
  const catalogue = await scopeCatalogue();
  return { ...groupScopeViews(scopeViews(catalogue, names, locale)), catalogueMissing: catalogue === null };
}
