import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { TDb } from "../client";
import { hasPassword } from "../schema/account-base";
import { providerUsers } from "../schema/providers";

// Provider users as the operator console manages them: their state (invited, active, suspended)
// follows from the password hash and the suspension time.

const consoleColumns = {
  id: providerUsers.id,
  appProviderId: providerUsers.appProviderId,
  firstName: providerUsers.firstName,
  lastName: providerUsers.lastName,
  email: providerUsers.email,
  hasPassword: hasPassword(providerUsers.passwordHash),
  suspendedAt: providerUsers.suspendedAt,
  createdAt: providerUsers.createdAt,
};

/** One provider's users, oldest first. */
export async function listProviderUsersOfProvider(db: TDb, params: { appProviderId: number }) {
  return db
    .select(consoleColumns)
    .from(providerUsers)
    .where(eq(providerUsers.appProviderId, params.appProviderId))
    .orderBy(asc(providerUsers.createdAt), asc(providerUsers.id));
}

/** One provider user, locked until the transaction ends (two operators act one after the other). */
export async function lockProviderUser(db: TDb, params: { providerUserId: number }) {
  const [row] = await db
    .select(consoleColumns)
    .from(providerUsers)
    .where(eq(providerUsers.id, params.providerUserId))
    .for("update");
  return row;
}

/** Suspends an active or invited user; false when they were suspended already. */
export async function markProviderUserSuspended(
  db: TDb,
  params: { providerUserId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(providerUsers)
    .set({ suspendedAt: params.now })
    .where(and(eq(providerUsers.id, params.providerUserId), isNull(providerUsers.suspendedAt)))
    .returning({ id: providerUsers.id });
  return rows.length > 0;
}

/** Lifts a suspension; false when the user was not suspended. */
export async function clearProviderUserSuspension(db: TDb, params: { providerUserId: number }): Promise<boolean> {
  const rows = await db
    .update(providerUsers)
    .set({ suspendedAt: null })
    .where(and(eq(providerUsers.id, params.providerUserId), isNotNull(providerUsers.suspendedAt)))
    .returning({ id: providerUsers.id });
  return rows.length > 0;
}

/**
 * The provider's users who are told by mail of what happens to its apps (a voice published, a
 * status an operator changed): signed up (a password) and not suspended.
 */
export function listMailedProviderUsers(db: TDb, params: { appProviderId: number }) {
  return db
    .select({ id: providerUsers.id, email: providerUsers.email })
    .from(providerUsers)
    .where(
      and(
        eq(providerUsers.appProviderId, params.appProviderId),
        isNull(providerUsers.suspendedAt),
        isNotNull(providerUsers.passwordHash),
      ),
    )
    .orderBy(asc(providerUsers.id));
}
