import "server-only";
import type { TDb } from "@store/db/client";
import { setLauncherFavorite } from "@store/db/queries/launcher-favorites";
import { AppError } from "@store/domain/errors";

/**
 * SPEC §2 Shell app launcher: stars or unstars one of the current tenant's installed apps for this
 * person. An app the tenant has not installed (or no current tenant) is not found.
 */
export async function markLauncherFavorite(
  db: TDb,
  params: { tenantId: string | null; suiteUserId: string; code: string; favorite: boolean },
): Promise<void> {
  const { tenantId, ...rest } = params;
  const found = tenantId !== null && (await setLauncherFavorite(db, { tenantId, ...rest }));
  if (!found) {
    throw new AppError("NOT_FOUND", `app ${params.code} is not installed in the current tenant`, {
      userMessage: { key: "account.launcher.errors.notInstalled" },
    });
  }
}
