import "server-only";
import type { TDb } from "@store/db/client";
import type { TIntegrationType } from "@store/domain/enums";
import { findInstallationScopes } from "@store/db/queries/installation-scopes";
import { findAppForInstallation } from "@store/db/queries/installations";
import type { TLocale } from "@store/domain/locales";
import { pendingScopeUpdate } from "@store/domain/scope-update";
import { consentOf } from "../installations/install-consent";
import type { TInstallConsent } from "../installations/tenant-admin-client";

/** An installed app whose approved update waits for the admins, in the viewer's language. */
export type TScopeUpdateView = {
  code: string;
  name: string;
  /** The scopes the update adds. */
  added: TInstallConsent;
  /** The scopes already granted that the app keeps asking (null: none). */
  kept: TInstallConsent | null;
  integrationType: TIntegrationType;
  uninstallable: boolean;
  /** The installed apps of its shared provider account, this one included (the uninstall dialog names them). */
  sharedAppNames: string[];
};

/**
 * Issue 27 item 4: the tenant's installed apps whose app now asks scopes the tenant has not
 * granted and has not declined, with the difference (what is added, what stays).
 */
export async function listScopeUpdates(
  db: TDb,
  params: { tenantId: string; locale: TLocale; appIds?: number[] },
): Promise<TScopeUpdateView[]> {
  const rows = await findInstallationScopes(db, { tenantId: params.tenantId, appIds: params.appIds });
  const views: TScopeUpdateView[] = [];
  const all = params.appIds ? await findInstallationScopes(db, { tenantId: params.tenantId }) : rows;
  for (const row of rows) {
    const pending = pendingScopeUpdate(row, row.scopes);
    if (!pending) continue;
    const [added, kept] = await Promise.all([
      consentOf(pending.added, params.locale),
      consentOf(pending.kept, params.locale),
    ]);
    if (!added) continue;
    views.push({
      code: row.code,
      name: row.name,
      added,
      kept,
      integrationType: row.integrationType,
      uninstallable: row.uninstallable,
      sharedAppNames:
        row.oauthClientId === null
          ? [row.name]
          : all.filter((other) => other.oauthClientId === row.oauthClientId).map((other) => other.name),
    });
  }
  return views;
}

/** The update one installed app of the tenant waits on, for its page; null when none waits. */
export async function scopeUpdateFor(
  db: TDb,
  params: { tenantId: string; code: string; locale: TLocale },
): Promise<TScopeUpdateView | null> {
  const app = await findAppForInstallation(db, { code: params.code });
  if (!app) return null;
  const [view] = await listScopeUpdates(db, { tenantId: params.tenantId, locale: params.locale, appIds: [app.id] });
  return view ?? null;
}
