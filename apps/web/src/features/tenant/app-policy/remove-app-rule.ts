import "server-only";
import type { TDb } from "@store/db/client";
import { findAppForInstallation } from "@store/db/queries/installations";
import { deleteTenantAppRule } from "@store/db/queries/tenant-app-policy";
import type { TAppPolicyChanged } from "@store/domain/schemas/app-policy";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import { appNotFound, logRuleChange } from "./app-rule-change";
import { readAppPolicy } from "./read-app-policy";

/**
 * Takes an app off the current tenant's allow list, or unblocks it (whatever its status now).
 * An app without a rule answers the policy unchanged.
 */
export async function removeAppRule(db: TDb, input: { actor: TTenantActor; code: string }): Promise<TAppPolicyChanged> {
  const { actor } = input;
  const app = (await findAppForInstallation(db, { code: input.code })) ?? appNotFound(input.code);
  const changed = await db.transaction(async (tx) => {
    const before = await deleteTenantAppRule(tx, { tenantId: actor.tenantId, appId: app.id });
    return logRuleChange(tx, actor, app, before, null);
  });
  return { ...(await readAppPolicy(db, { tenantId: actor.tenantId })), changed };
}
