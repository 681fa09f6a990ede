import "server-only";
import type { TDb } from "@store/db/client";
import { findInstalledApps } from "@store/db/queries/installations";
import { findFavoriteAppIds } from "@store/db/queries/launcher-favorites";
import { safeLink } from "@store/domain/schemas/app-content";
import type { TLauncherApp } from "@/features/tenant/auth";

/**
 * SPEC §2 Shell app launcher: the current tenant's installed apps, newest installation first (the
 * launcher's default order), each marked when this person starred it in this tenant. An app opens
 * at its own address when it has a safe one, else at its detail page. A user without a current
 * tenant has none.
 */
export async function listLauncherApps(
  db: TDb,
  params: { tenantId: string | null; suiteUserId: string },
): Promise<TLauncherApp[]> {
  const { tenantId, suiteUserId } = params;
  if (tenantId === null) return [];
  const [rows, favorites] = await Promise.all([
    findInstalledApps(db, { tenantId }),
    findFavoriteAppIds(db, { tenantId, suiteUserId }),
  ]);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    reading: row.nameReading,
    logoImage: row.logoImage,
    url: safeLink(row.appUrl),
    favorite: favorites.has(row.id),
  }));
}
