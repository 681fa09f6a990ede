import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { tenantSessions } from "../schema/sessions";

export type TTenantSessionRow = typeof tenantSessions.$inferSelect;
export type TNewTenantSession = Omit<typeof tenantSessions.$inferInsert, "createdAt" | "revokedAt" | "revokedReason">;
/** What a validation with the parent service changes. */
export type TTenantSessionAnswer = Pick<
  TTenantSessionRow,
  "name" | "email" | "tenants" | "currentTenantId" | "admin" | "access" | "accessSubdomain" | "validatedAt"
>;

export async function insertTenantSession(db: TDb, row: TNewTenantSession): Promise<void> {
  await db.insert(tenantSessions).values(row);
}

export async function findTenantSession(db: TDb, params: { id: string }): Promise<TTenantSessionRow | undefined> {
  const [row] = await db.select().from(tenantSessions).where(eq(tenantSessions.id, params.id)).limit(1);
  return row;
}

/** Stores the parent service's latest answer; false when the session was ended meanwhile. */
export async function recordTenantSessionAnswer(
  db: TDb,
  params: { id: string; answer: TTenantSessionAnswer },
): Promise<boolean> {
  const updated = await db
    .update(tenantSessions)
    .set(params.answer)
    .where(and(eq(tenantSessions.id, params.id), isNull(tenantSessions.revokedAt)))
    .returning({ id: tenantSessions.id });
  return updated.length > 0;
}

/**
 * Ends live sessions: those of one parent-service session (`sid`, of that user when given), or,
 * without a sid, every session of the user. Returns how many ended.
 */
export async function revokeTenantSessions(
  db: TDb,
  params: { sid?: string; suiteUserId?: string; reason: string; at: Date },
): Promise<number> {
  const { sid, suiteUserId } = params;
  if (!sid && !suiteUserId) throw new Error("revokeTenantSessions needs a sid or a user");
  const conditions = [isNull(tenantSessions.revokedAt)];
  if (sid) conditions.push(eq(tenantSessions.suiteSid, sid));
  if (suiteUserId) conditions.push(eq(tenantSessions.suiteUserId, suiteUserId));
  const revoked = await db
    .update(tenantSessions)
    .set({ revokedAt: params.at, revokedReason: params.reason })
    .where(and(...conditions))
    .returning({ id: tenantSessions.id });
  return revoked.length;
}

/** Ends one session (its tokens were refused, or it was replaced). */
export async function revokeTenantSession(db: TDb, params: { id: string; reason: string; at: Date }): Promise<void> {
  await db
    .update(tenantSessions)
    .set({ revokedAt: params.at, revokedReason: params.reason })
    .where(and(eq(tenantSessions.id, params.id), isNull(tenantSessions.revokedAt)));
}

/** Forgets sessions that expired before `before` (their cookies expired with them). */
export async function deleteExpiredTenantSessions(db: TDb, params: { before: Date }): Promise<number> {
  const deleted = await db
    .delete(tenantSessions)
    .where(lt(tenantSessions.expiresAt, params.before))
    .returning({ id: tenantSessions.id });
  return deleted.length;
}

/** For tests and diagnostics: how many live sessions a user has. */
export async function countLiveTenantSessions(db: TDb, params: { suiteUserId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tenantSessions)
    .where(and(eq(tenantSessions.suiteUserId, params.suiteUserId), isNull(tenantSessions.revokedAt)));
  return row?.count ?? 0;
}
