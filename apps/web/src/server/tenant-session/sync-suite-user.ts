import "server-only";
import type { TDb } from "@store/db/client";
import { replaceTenantMemberships, upsertTenants } from "@store/db/queries/tenants";
import { upsertUser } from "@store/db/queries/users";
import type { TSuiteMe } from "../suite/suite-answers";

/** Mirrors the parent service's view of a user (tenants, memberships, admin flags) in the store. */
export async function syncSuiteUser(db: TDb, me: TSuiteMe, signedInAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertTenants(tx, {
      tenants: me.tenants.map(({ id, subdomain, name, active }) => ({ id, subdomain, name, active })),
    });
    await upsertUser(tx, { id: me.id, name: me.name, email: me.email, signedInAt });
    await replaceTenantMemberships(tx, {
      userId: me.id,
      memberships: me.tenants.map((tenant) => ({ tenantId: tenant.id, admin: tenant.admin })),
    });
  });
}

/** Without the parent service's answer only the person is known. */
export async function syncSignedInPerson(
  db: TDb,
  person: { id: string; name: string; email: string },
  signedInAt: Date,
): Promise<void> {
  await upsertUser(db, { ...person, signedInAt });
}
