import type { TInstallationOperationState } from "@store/domain/enums";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { installationOperations, type TOperationApp } from "../schema/installation-operations";

export type TInstallationOperation = typeof installationOperations.$inferSelect;
export type TNewInstallationOperation = Omit<
  typeof installationOperations.$inferInsert,
  "id" | "state" | "attempts" | "lastError" | "createdAt" | "updatedAt" | "settledAt"
>;

/**
 * Records an operation as open, unless one is already open for the same tenant and provider
 * account (the partial unique index): then nothing is written and undefined is returned.
 */
export async function openInstallationOperation(
  db: TDb,
  values: TNewInstallationOperation,
): Promise<TInstallationOperation | undefined> {
  const [row] = await db.insert(installationOperations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Fills in what an open operation covers, read once it holds its account. */
export async function describeInstallationOperation(
  db: TDb,
  params: { id: number; apps: TOperationApp[]; addonId: string | null },
): Promise<void> {
  await db
    .update(installationOperations)
    .set({ apps: params.apps, addonId: params.addonId })
    .where(eq(installationOperations.id, params.id));
}

export async function findInstallationOperation(db: TDb, id: number): Promise<TInstallationOperation | undefined> {
  const [row] = await db.select().from(installationOperations).where(eq(installationOperations.id, id)).limit(1);
  return row;
}

/** The open operation on a tenant's provider account, if any. */
export async function findOpenInstallationOperation(db: TDb, params: { tenantId: string; account: string }) {
  const [row] = await db
    .select()
    .from(installationOperations)
    .where(
      and(
        eq(installationOperations.tenantId, params.tenantId),
        eq(installationOperations.account, params.account),
        eq(installationOperations.state, "pending"),
      ),
    )
    .limit(1);
  return row;
}

/** The tenant's open operations, oldest first: what the admin sees as 'in progress'. */
export async function findOpenInstallationOperations(db: TDb, params: { tenantId: string }) {
  return db
    .select({
      id: installationOperations.id,
      kind: installationOperations.kind,
      integrationType: installationOperations.integrationType,
      apps: installationOperations.apps,
      createdAt: installationOperations.createdAt,
    })
    .from(installationOperations)
    .where(and(eq(installationOperations.tenantId, params.tenantId), eq(installationOperations.state, "pending")))
    .orderBy(asc(installationOperations.createdAt), asc(installationOperations.id));
}

/** Whether an open operation of the tenant covers the app. */
export async function isInstallationInProgress(db: TDb, params: { tenantId: string; appId: number }) {
  const [row] = await db
    .select({ id: installationOperations.id })
    .from(installationOperations)
    .where(
      and(
        eq(installationOperations.tenantId, params.tenantId),
        eq(installationOperations.state, "pending"),
        sql`${installationOperations.apps} @> ${JSON.stringify([{ id: params.appId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the right to call the parent service for an open operation and to close it, when nobody
 * holds it (the request that opened it answered, or its time ran out). Counts an attempt.
 */
export async function leaseInstallationOperation(
  db: TDb,
  params: { id: number; owner: string; now: Date; until: Date },
): Promise<TInstallationOperation | undefined> {
  const [row] = await db
    .update(installationOperations)
    .set({
      leaseOwner: params.owner,
      leaseUntil: params.until,
      attempts: sql`${installationOperations.attempts} + 1`,
      updatedAt: params.now,
    })
    .where(
      and(
        eq(installationOperations.id, params.id),
        eq(installationOperations.state, "pending"),
        or(isNull(installationOperations.leaseUntil), lte(installationOperations.leaseUntil, params.now)),
      ),
    )
    .returning();
  return row;
}

/** Gives the lease up, leaving the operation open for the reconciling job. */
export async function releaseInstallationOperation(
  db: TDb,
  params: { id: number; owner: string; now: Date; error: string },
): Promise<void> {
  await db
    .update(installationOperations)
    .set({ leaseOwner: null, leaseUntil: params.now, lastError: params.error.slice(0, 2000), updatedAt: params.now })
    .where(
      and(
        eq(installationOperations.id, params.id),
        eq(installationOperations.state, "pending"),
        eq(installationOperations.leaseOwner, params.owner),
      ),
    );
}

/**
 * Closes an open operation held by `owner` as applied or failed; false when it was not open or
 * someone else holds it now (then that one closes it).
 */
export async function closeInstallationOperation(
  db: TDb,
  params: {
    id: number;
    owner: string;
    state: Exclude<TInstallationOperationState, "pending">;
    now: Date;
    addonId?: string | null;
    error?: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(installationOperations)
    .set({
      state: params.state,
      settledAt: params.now,
      updatedAt: params.now,
      leaseOwner: null,
      leaseUntil: null,
      ...(params.addonId ? { addonId: params.addonId } : {}),
      ...(params.error ? { lastError: params.error.slice(0, 2000) } : {}),
    })
    .where(
      and(
        eq(installationOperations.id, params.id),
        eq(installationOperations.state, "pending"),
        eq(installationOperations.leaseOwner, params.owner),
      ),
    )
    .returning({ id: installationOperations.id });
  return rows.length > 0;
}
