import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { oauthClients } from "../schema/providers";
import { installations, tenants } from "../schema/tenants";
import { appAddonKey, appScopes } from "./installations";

// Issue 27 item 4: what each installation granted against what its app asks now.

/** The tenant's installations with the scopes granted and declined and what their apps ask. */
export async function findInstallationScopes(db: TDb, params: { tenantId: string; appIds?: number[] }) {
  return db
    .select({
      appId: apps.id,
      code: apps.code,
      name: apps.name,
      integrationType: apps.integrationType,
      oauthClientId: apps.oauthClientId,
      suiteClientId: oauthClients.clientId,
      uninstallable: apps.uninstallable,
      grantedScopes: installations.grantedScopes,
      declinedScopes: installations.declinedScopes,
      scopes: appScopes,
      addonKey: appAddonKey,
    })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .leftJoin(oauthClients, eq(oauthClients.id, apps.oauthClientId))
    .where(
      and(
        eq(installations.tenantId, params.tenantId),
        params.appIds ? inArray(installations.appId, params.appIds) : undefined,
      ),
    )
    .orderBy(asc(apps.id));
}

export type TInstallationScopes = Awaited<ReturnType<typeof findInstallationScopes>>[number];

/** The approved grant: the new set for the installations of the apps, and no declined request left. */
export async function updateGrantedScopes(
  db: TDb,
  params: { tenantId: string; appIds: number[]; grantedScopes: string[] },
): Promise<void> {
  if (params.appIds.length === 0) return;
  await db
    .update(installations)
    .set({ grantedScopes: params.grantedScopes, declinedScopes: null })
    .where(and(eq(installations.tenantId, params.tenantId), inArray(installations.appId, params.appIds)));
}

/** The admins kept the old grant: the request they declined, so it is not asked again. */
export async function updateDeclinedScopes(
  db: TDb,
  params: { tenantId: string; appId: number; declinedScopes: string[] },
): Promise<void> {
  await db
    .update(installations)
    .set({ declinedScopes: params.declinedScopes })
    .where(and(eq(installations.tenantId, params.tenantId), eq(installations.appId, params.appId)));
}

/** Every active tenant's installation of the app, with what it granted and declined. */
export async function findInstallationsOfApp(db: TDb, params: { appId: number }) {
  return db
    .select({
      tenantId: installations.tenantId,
      tenantName: tenants.name,
      grantedScopes: installations.grantedScopes,
      declinedScopes: installations.declinedScopes,
    })
    .from(installations)
    .innerJoin(tenants, eq(tenants.id, installations.tenantId))
    .where(and(eq(installations.appId, params.appId), eq(tenants.active, true)))
    .orderBy(asc(installations.tenantId));
}
