import type { TDb } from "../client";
import { accessRequests, installations, operationLogs, tenantMemberships, tenants, users } from "../schema/tenants";

export async function seedTenant(db: TDb, input: { id: string; subdomain: string; name: string; active?: boolean }) {
  const [tenant] = await db
    .insert(tenants)
    .values({ ...input, active: input.active ?? true })
    .returning();
  if (!tenant) throw new Error("tenant insert returned nothing");
  return tenant;
}

export async function seedTenantUser(
  db: TDb,
  input: { id: string; name: string; email: string; memberships: { tenantId: string; admin: boolean }[] },
) {
  const [user] = await db.insert(users).values({ id: input.id, name: input.name, email: input.email }).returning();
  if (!user) throw new Error("user insert returned nothing");
  if (input.memberships.length) {
    await db.insert(tenantMemberships).values(input.memberships.map((m) => ({ ...m, userId: user.id })));
  }
  return user;
}

export async function seedInstallation(
  db: TDb,
  input: { tenantId: string; appId: number; installedBy: string; addonId?: string | null; installedAt?: Date },
) {
  const [row] = await db.insert(installations).values(input).returning();
  if (!row) throw new Error("installation insert returned nothing");
  return row;
}

export async function seedOperationLog(db: TDb, input: typeof operationLogs.$inferInsert) {
  const [row] = await db.insert(operationLogs).values(input).returning();
  if (!row) throw new Error("operation log insert returned nothing");
  return row;
}

export async function seedAccessRequest(db: TDb, input: typeof accessRequests.$inferInsert) {
  const [row] = await db.insert(accessRequests).values(input).returning();
  if (!row) throw new Error("access request insert returned nothing");
  return row;
}
