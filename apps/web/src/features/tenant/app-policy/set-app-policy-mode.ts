import "server-only";
import type { TDb } from "@store/db/client";
import { logOperation } from "@store/db/queries/installations";
import { setTenantAppPolicyMode } from "@store/db/queries/tenant-app-policy";
import { appPolicyModeOperationType } from "@store/domain/app-policy";
import type { TAppPolicyMode } from "@store/domain/enums";
import type { TAppPolicyChanged } from "@store/domain/schemas/app-policy";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import { readAppPolicy } from "./read-app-policy";

/**
 * Issue 27 item 6: an admin sets which apps the current tenant's members may request. A change
 * and its operation-log row are one transaction; choosing the mode already set logs nothing.
 */
export async function setAppPolicyMode(
  db: TDb,
  input: { actor: TTenantActor; mode: TAppPolicyMode },
): Promise<TAppPolicyChanged> {
  const { actor, mode } = input;
  const changed = await db.transaction(async (tx) => {
    const effective = await setTenantAppPolicyMode(tx, {
      tenantId: actor.tenantId,
      mode,
      updatedBy: actor.suiteUserId,
      now: new Date(),
    });
    if (!effective) return false;
    const operationType = appPolicyModeOperationType(mode);
    await logOperation(tx, actor, { operationType, appNames: [] });
    return true;
  });
  return { ...(await readAppPolicy(db, { tenantId: actor.tenantId })), changed };
}
