import "server-only";
import type { TDb } from "@store/db/client";
import { findTenantAppPolicyMode, findTenantAppRules } from "@store/db/queries/tenant-app-policy";
import { APP_POLICY_RULES_MAX, type TAppPolicy } from "@store/domain/schemas/app-policy";

/** Issue 27 item 6: the tenant's app policy, its mode and its app rules by app name. */
export async function readAppPolicy(db: TDb, params: { tenantId: string }): Promise<TAppPolicy> {
  const [mode, rules] = await Promise.all([
    findTenantAppPolicyMode(db, params),
    findTenantAppRules(db, { tenantId: params.tenantId, limit: APP_POLICY_RULES_MAX }),
  ]);
  return { mode, rules: rules.map((rule) => ({ ...rule, updatedAt: rule.updatedAt.toISOString() })) };
}
