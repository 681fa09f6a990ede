import { and, eq } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { installations, launcherFavorites } from "../schema/tenants";

type TFavoriteOwner = { tenantId: string; suiteUserId: string };

/** The ids of the apps this person starred in this tenant. */
export async function findFavoriteAppIds(db: TDb, owner: TFavoriteOwner): Promise<Set<number>> {
  const rows = await db
    .select({ appId: launcherFavorites.appId })
    .from(launcherFavorites)
    .where(and(eq(launcherFavorites.tenantId, owner.tenantId), eq(launcherFavorites.suiteUserId, owner.suiteUserId)));
  return new Set(rows.map((row) => row.appId));
}

/**
 * Stars or unstars an app the tenant has installed; answers false when the tenant has no such app
 * installed (nothing is written then). Starring twice, or unstarring an app never starred, is no error.
 */
export async function setLauncherFavorite(
  db: TDb,
  params: TFavoriteOwner & { code: string; favorite: boolean },
): Promise<boolean> {
  const [installed] = await db
    .select({ appId: installations.appId })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(and(eq(installations.tenantId, params.tenantId), eq(apps.code, params.code)));
  if (!installed) return false;
  const owner = { tenantId: params.tenantId, suiteUserId: params.suiteUserId, appId: installed.appId };
  if (params.favorite) {
    await db.insert(launcherFavorites).values(owner).onConflictDoNothing();
  } else {
    await db
      .delete(launcherFavorites)
      .where(
        and(
          eq(launcherFavorites.tenantId, owner.tenantId),
          eq(launcherFavorites.suiteUserId, owner.suiteUserId),
          eq(launcherFavorites.appId, owner.appId),
        ),
      );
  }
  return true;
}
