import { DEFAULT_APP_POLICY_MODE } from "@store/domain/app-policy";
import type { TAppPolicyMode, TAppPolicyRule } from "@store/domain/enums";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { appNameOrder } from "./app-search";
import { apps } from "../schema/apps";
import { tenantAppPolicies, tenantAppRules } from "../schema/tenant-app-policies";

// Issue 27 item 6: the tenant admin's app policy. Every query names the tenant.

/** The tenant's mode (`any` when it never set one). */
export async function findTenantAppPolicyMode(db: TDb, params: { tenantId: string }): Promise<TAppPolicyMode> {
  const [row] = await db
    .select({ mode: tenantAppPolicies.mode })
    .from(tenantAppPolicies)
    .where(eq(tenantAppPolicies.tenantId, params.tenantId));
  return row?.mode ?? DEFAULT_APP_POLICY_MODE;
}

/** The tenant's app rules with their apps, by app name, at most `limit`. */
export async function findTenantAppRules(db: TDb, params: { tenantId: string; limit: number }) {
  return db
    .select({ code: apps.code, name: apps.name, rule: tenantAppRules.rule, updatedAt: tenantAppRules.updatedAt })
    .from(tenantAppRules)
    .innerJoin(apps, eq(apps.id, tenantAppRules.appId))
    .where(eq(tenantAppRules.tenantId, params.tenantId))
    .orderBy(appNameOrder, asc(apps.code))
    .limit(params.limit);
}

export async function countTenantAppRules(db: TDb, params: { tenantId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tenantAppRules)
    .where(eq(tenantAppRules.tenantId, params.tenantId));
  return row?.n ?? 0;
}

/** What the tenant's policy says of one app: the mode and the app's rule (null: none). */
export async function findAppPolicyForApp(
  db: TDb,
  params: { tenantId: string; appId: number },
): Promise<{ mode: TAppPolicyMode; rule: TAppPolicyRule | null }> {
  const [mode, [row]] = await Promise.all([
    findTenantAppPolicyMode(db, params),
    db
      .select({ rule: tenantAppRules.rule })
      .from(tenantAppRules)
      .where(and(eq(tenantAppRules.tenantId, params.tenantId), eq(tenantAppRules.appId, params.appId))),
  ]);
  return { mode, rule: row?.rule ?? null };
}

/**
 * Sets the tenant's mode; true when it changed. Setting `any` on a tenant without a row changes
 * nothing; an unchanged mode is not written (a second admin's same choice logs nothing).
 */
export async function setTenantAppPolicyMode(
  db: TDb,
  params: { tenantId: string; mode: TAppPolicyMode; updatedBy: string; now: Date },
): Promise<boolean> {
  const current = await db
    .select({ mode: tenantAppPolicies.mode })
    .from(tenantAppPolicies)
    .where(eq(tenantAppPolicies.tenantId, params.tenantId));
  if (current.length === 0 && params.mode === DEFAULT_APP_POLICY_MODE) return false;
  const changed = await db
    .insert(tenantAppPolicies)
    .values({ tenantId: params.tenantId, mode: params.mode, updatedBy: params.updatedBy, updatedAt: params.now })
    .onConflictDoUpdate({
      target: tenantAppPolicies.tenantId,
      set: { mode: params.mode, updatedBy: params.updatedBy, updatedAt: params.now },
      setWhere: sql`${tenantAppPolicies.mode} <> excluded.mode`,
    })
    .returning({ mode: tenantAppPolicies.mode });
  return changed.length > 0;
}

/** Puts one app on the allow list or blocks it; true when the rule changed. */
export async function setTenantAppRule(
  db: TDb,
  params: { tenantId: string; appId: number; rule: TAppPolicyRule; updatedBy: string; now: Date },
): Promise<boolean> {
  const changed = await db
    .insert(tenantAppRules)
    .values({
      tenantId: params.tenantId,
      appId: params.appId,
      rule: params.rule,
      updatedBy: params.updatedBy,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [tenantAppRules.tenantId, tenantAppRules.appId],
      set: { rule: params.rule, updatedBy: params.updatedBy, updatedAt: params.now },
      setWhere: sql`${tenantAppRules.rule} <> excluded.rule`,
    })
    .returning({ rule: tenantAppRules.rule });
  return changed.length > 0;
}

/** Removes one app's rule; the rule it had, or null when it had none. */
export async function deleteTenantAppRule(
  db: TDb,
  params: { tenantId: string; appId: number },
): Promise<TAppPolicyRule | null> {
  const [row] = await db
    .delete(tenantAppRules)
    .where(and(eq(tenantAppRules.tenantId, params.tenantId), eq(tenantAppRules.appId, params.appId)))
    .returning({ rule: tenantAppRules.rule });
  return row?.rule ?? null;
}
