import "server-only";
import type { TDb } from "@store/db/client";
import { findInstalledApps } from "@store/db/queries/installations";
import { safeLink } from "@store/domain/schemas/app-content";
import type { TLauncherApp } from "@/features/auth/launcher-apps";

/**
 * SPEC §2 Shell app launcher: the current tenant's installed apps, newest installation first (the
 * launcher's default order). An app opens at its own address when it has a safe one, else at its
 * detail page. A user without a current tenant has none. Favourites are not kept yet.
 */
export async function listLauncherApps(db: TDb, params: { tenantId: string | null }): Promise<TLauncherApp[]> {
  if (params.tenantId === null) return [];
  const rows = await findInstalledApps(db, { tenantId: params.tenantId });
  return rows.map((row) => ({ code: row.code, name: row.name, url: safeLink(row.appUrl), favorite: false }));
}
