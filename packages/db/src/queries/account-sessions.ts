import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { appProviders, providerUsers } from "../schema/providers";
import type { TAccountKind } from "../schema/account-base";
import { accountSessions, operators } from "../schema/staff";
import { accountTable } from "./accounts";

export type TNewAccountSession = {
  tokenHash: string;
  accountKind: TAccountKind;
  accountId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  ipAddress: string | null;
};

export async function insertAccountSession(db: TDb, row: TNewAccountSession): Promise<number> {
  const [inserted] = await db.insert(accountSessions).values(row).returning({ id: accountSessions.id });
  if (!inserted) throw new Error("account session insert returned nothing");
  return inserted.id;
}

/** A live session: not revoked, before its absolute end and seen since `idleSince`. */
function live(params: { tokenHash: string; accountKind: TAccountKind; now: Date; idleSince: Date }) {
  return and(
    eq(accountSessions.tokenHash, params.tokenHash),
    eq(accountSessions.accountKind, params.accountKind),
    isNull(accountSessions.revokedAt),
    gt(accountSessions.expiresAt, params.now),
    gt(accountSessions.lastSeenAt, params.idleSince),
  );
}

/** A live session of an account of this kind that is not suspended (the account joined on the session's accountId). */
function liveAccountSession(accountKind: TAccountKind, params: { tokenHash: string; now: Date; idleSince: Date }) {
  return and(live({ ...params, accountKind }), isNull(accountTable(accountKind).suspendedAt));
}

/** What each audience's session lookup selects of the session itself. */
const sessionColumns = { sessionId: accountSessions.id, lastSeenAt: accountSessions.lastSeenAt };

/** The provider user behind a live session, with their provider; suspended users have none. */
export async function findProviderUserSession(db: TDb, params: { tokenHash: string; now: Date; idleSince: Date }) {
  const [row] = await db
    .select({
      ...sessionColumns,
      providerUserId: providerUsers.id,
      appProviderId: providerUsers.appProviderId,
      appProviderName: appProviders.name,
      email: providerUsers.email,
      firstName: providerUsers.firstName,
      lastName: providerUsers.lastName,
      allowPasswordChange: providerUsers.allowPasswordChange,
    })
    .from(accountSessions)
    .innerJoin(providerUsers, eq(providerUsers.id, accountSessions.accountId))
    .innerJoin(appProviders, eq(appProviders.id, providerUsers.appProviderId))
    .where(liveAccountSession("provider_user", params))
    .limit(1);
  return row;
}

/** The operator behind a live session; suspended operators have none. */
export async function findOperatorSession(db: TDb, params: { tokenHash: string; now: Date; idleSince: Date }) {
  const [row] = await db
    .select({
      ...sessionColumns,
      operatorId: operators.id,
      name: operators.name,
      email: operators.email,
    })
    .from(accountSessions)
    .innerJoin(operators, eq(operators.id, accountSessions.accountId))
    .where(liveAccountSession("operator", params))
    .limit(1);
  return row;
}

export async function touchAccountSession(db: TDb, params: { sessionId: number; now: Date }): Promise<void> {
  await db.update(accountSessions).set({ lastSeenAt: params.now }).where(eq(accountSessions.id, params.sessionId));
}

/** Ends one session (sign-out). */
export async function revokeAccountSession(db: TDb, params: { tokenHash: string; now: Date }): Promise<void> {
  await db
    .update(accountSessions)
    .set({ revokedAt: params.now })
    .where(and(eq(accountSessions.tokenHash, params.tokenHash), isNull(accountSessions.revokedAt)));
}

/** Ends every live session of an account (password changed or reset, suspended), but `keepSessionId`. */
export async function revokeAccountSessionsOf(
  db: TDb,
  params: { accountKind: TAccountKind; accountId: number; now: Date; keepSessionId?: number },
): Promise<void> {
  await db
    .update(accountSessions)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(accountSessions.accountKind, params.accountKind),
        eq(accountSessions.accountId, params.accountId),
        isNull(accountSessions.revokedAt),
        params.keepSessionId === undefined ? undefined : sql`${accountSessions.id} <> ${params.keepSessionId}`,
      ),
    );
}

/** Forgets sessions that ended (revoked or expired) before `before`. */
export async function deleteEndedAccountSessions(db: TDb, params: { before: Date }): Promise<void> {
  await db
    .delete(accountSessions)
    .where(or(lt(accountSessions.expiresAt, params.before), lt(accountSessions.revokedAt, params.before)));
}
