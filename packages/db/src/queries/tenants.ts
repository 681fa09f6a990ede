import { and, asc, eq, notInArray } from "drizzle-orm";
import type { TDb } from "../client";
import { tenantMemberships, tenants } from "../schema/tenants";

export type TTenantInput = { id: string; subdomain: string; name: string; active: boolean };

/** Companies as the parent service describes them; ids are the parent service's. */
export async function upsertTenants(db: TDb, params: { tenants: TTenantInput[] }) {
  for (const tenant of params.tenants) {
    await db
      .insert(tenants)
      .values(tenant)
      .onConflictDoUpdate({
        target: tenants.id,
        set: { subdomain: tenant.subdomain, name: tenant.name, active: tenant.active },
      });
  }
}

/**
 * Makes the user's memberships exactly the given ones (the parent service is the source of truth):
 * the admin flag is updated, memberships the service no longer reports are removed.
 */
export async function replaceTenantMemberships(
  db: TDb,
  params: { userId: string; memberships: { tenantId: string; admin: boolean }[] },
) {
  const tenantIds = params.memberships.map((m) => m.tenantId);
  await db
    .delete(tenantMemberships)
    .where(
      tenantIds.length > 0
        ? and(eq(tenantMemberships.userId, params.userId), notInArray(tenantMemberships.tenantId, tenantIds))
        : eq(tenantMemberships.userId, params.userId),
    );
  for (const membership of params.memberships) {
    await db
      .insert(tenantMemberships)
      .values({ userId: params.userId, tenantId: membership.tenantId, admin: membership.admin })
      .onConflictDoUpdate({
        target: [tenantMemberships.tenantId, tenantMemberships.userId],
        set: { admin: membership.admin },
      });
  }
}

/** The user's tenants with the admin flag of each membership, by tenant name. */
export async function findTenantMemberships(db: TDb, params: { userId: string }) {
  return db
    .select({
      id: tenants.id,
      subdomain: tenants.subdomain,
      name: tenants.name,
      active: tenants.active,
      admin: tenantMemberships.admin,
    })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
    .where(eq(tenantMemberships.userId, params.userId))
    .orderBy(asc(tenants.name));
}
