import "server-only";
import { findOpenAccessRequestOf } from "@store/db/queries/access-requests";
import { getDb } from "@/server/db";
import { readSession } from "@/server/tenant-session/session";

/**
 * SPEC §3 Access request: when the signed-in member asked their admins for the app, in a request
 * still open, so the app page says so before they ask again; null for anyone else.
 */
export async function openAccessRequestAt(appId: number): Promise<Date | null> {
  const principal = await readSession();
  const tenantId = principal?.user.currentTenant?.id;
  if (!principal || !tenantId || principal.user.admin) return null;
  const requestedAt = await findOpenAccessRequestOf(await getDb(), {
    tenantId,
    suiteUserId: principal.user.id,
    appId,
  });
  return requestedAt ?? null;
}
