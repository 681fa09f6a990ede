import "server-only";
import type { TDb } from "@store/db/client";
import { findAppPolicyForApp } from "@store/db/queries/tenant-app-policy";
import { accessRequestRefusal, type TAccessRequestRefusal } from "@store/domain/app-policy";

/** Why the tenant's app policy refuses its members' requests for the app; null when it does not. */
export async function accessRequestRefusalFor(
  db: TDb,
  params: { tenantId: string; appId: number },
): Promise<TAccessRequestRefusal | null> {
  const { mode, rule } = await findAppPolicyForApp(db, params);
  return accessRequestRefusal(mode, rule);
}
