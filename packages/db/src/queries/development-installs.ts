import { and, desc, eq, isNull } from "drizzle-orm";
import type { TDb } from "../client";
import {
  developmentInstallations,
  developmentTenants,
  type TDevelopmentTenantKind,
} from "../schema/development-tenants";

// Development and review tenants and the drafts installed in them (issue 27). A development
// installation is never a production one: nothing here touches installations or their counts.

export type TDevelopmentTenantRow = typeof developmentTenants.$inferSelect;

/** The provider's development tenant, or (appProviderId null) the reviewers' tenant. */
export async function findDevelopmentTenant(
  db: TDb,
  params: { kind: TDevelopmentTenantKind; appProviderId: number | null },
): Promise<TDevelopmentTenantRow | undefined> {
  const owner =
    params.appProviderId === null
      ? isNull(developmentTenants.appProviderId)
      : eq(developmentTenants.appProviderId, params.appProviderId);
  const [row] = await db
    .select()
    .from(developmentTenants)
    .where(and(eq(developmentTenants.kind, params.kind), owner));
  return row;
}

/** Keeps the tenant the parent service made (or answered again) for this provider or the reviewers. */
export async function saveDevelopmentTenant(
  db: TDb,
  params: { id: string; kind: TDevelopmentTenantKind; appProviderId: number | null; subdomain: string; name: string },
): Promise<void> {
  await db
    .insert(developmentTenants)
    .values(params)
    .onConflictDoUpdate({
      target: developmentTenants.id,
      set: { subdomain: params.subdomain, name: params.name },
    });
}

export async function findDevelopmentTenantById(db: TDb, params: { id: string }) {
  const [row] = await db.select().from(developmentTenants).where(eq(developmentTenants.id, params.id));
  return row;
}

/** The draft is installed in the tenant with these scopes (again: the latest consent wins). */
export async function recordDevelopmentInstallation(
  db: TDb,
  params: {
    tenantId: string;
    draftAppId: number;
    /** The OAuth client granted, or null for an add-on. */
    oauthClientId: string | null;
    /** The add-on added, or null for a connection. */
    addonKey: string | null;
    scopes: string[];
    installedBy: string;
    now: Date;
  },
): Promise<void> {
  const values = {
    tenantId: params.tenantId,
    draftAppId: params.draftAppId,
    oauthClientId: params.oauthClientId,
    addonKey: params.addonKey,
    scopes: params.scopes,
    installedBy: params.installedBy,
    installedAt: params.now,
  };
  await db
    .insert(developmentInstallations)
    .values(values)
    .onConflictDoUpdate({
      target: [developmentInstallations.tenantId, developmentInstallations.draftAppId],
      set: {
        oauthClientId: values.oauthClientId,
        addonKey: values.addonKey,
        scopes: values.scopes,
        installedBy: values.installedBy,
        installedAt: values.installedAt,
      },
    });
}

/** Where a draft is installed for trying, newest first, with the tenant's kind and name. */
export async function listDevelopmentInstallations(db: TDb, params: { draftAppId: number }) {
  return db
    .select({
      tenantId: developmentInstallations.tenantId,
      kind: developmentTenants.kind,
      tenantName: developmentTenants.name,
      oauthClientId: developmentInstallations.oauthClientId,
      addonKey: developmentInstallations.addonKey,
      scopes: developmentInstallations.scopes,
      installedAt: developmentInstallations.installedAt,
    })
    .from(developmentInstallations)
    .innerJoin(developmentTenants, eq(developmentTenants.id, developmentInstallations.tenantId))
    .where(eq(developmentInstallations.draftAppId, params.draftAppId))
    .orderBy(desc(developmentInstallations.installedAt));
}
