import { and, eq, isNull } from "drizzle-orm";
import type { TDb } from "../client";
import { appProviders, providerUsers } from "../schema/providers";
import { operators } from "../schema/staff";
import { emailIs, hasPassword, type TAccountKind } from "../schema/account-base";

// The sign-in side of the store's own accounts: provider users and operators share the columns
// the password and the suspension live in, so one set of queries serves both; each takes the
// account's kind and id (its owner) in every where. Repeated attempts are slowed by the abuse
// limits (rate_limits), not by a lock on the account.

/** The table of an account kind: both have the shared account columns (schema/account-base.ts). */
export function accountTable(accountKind: TAccountKind) {
  return accountKind === "provider_user" ? providerUsers : operators;
}

function signInColumns(accountKind: TAccountKind) {
  const t = accountTable(accountKind);
  return {
    accountId: t.id,
    email: t.email,
    passwordHash: t.passwordHash,
    suspendedAt: t.suspendedAt,
  };
}

export type TAccountForSignIn = {
  accountKind: TAccountKind;
  accountId: number;
  email: string;
  passwordHash: string | null;
  suspendedAt: Date | null;
};

/** An account by its e-mail address, compared without case. */
export async function findAccountByEmail(
  db: TDb,
  params: { accountKind: TAccountKind; email: string },
): Promise<TAccountForSignIn | undefined> {
  const t = accountTable(params.accountKind);
  const [row] = await db
    .select(signInColumns(params.accountKind))
    .from(t)
    .where(emailIs(t.email, params.email))
    .limit(1);
  return row && { accountKind: params.accountKind, ...row };
}

export async function findAccountById(
  db: TDb,
  params: { accountKind: TAccountKind; accountId: number },
): Promise<TAccountForSignIn | undefined> {
  const t = accountTable(params.accountKind);
  const [row] = await db.select(signInColumns(params.accountKind)).from(t).where(eq(t.id, params.accountId)).limit(1);
  return row && { accountKind: params.accountKind, ...row };
}

/** Sets a new password hash. */
export async function setAccountPassword(
  db: TDb,
  params: { accountKind: TAccountKind; accountId: number; passwordHash: string },
): Promise<void> {
  const t = accountTable(params.accountKind);
  await db.update(t).set({ passwordHash: params.passwordHash }).where(eq(t.id, params.accountId));
}

/** The app provider a person is invited to, when it exists. */
export async function findAppProviderForInvitation(db: TDb, params: { appProviderId: number }) {
  const [row] = await db
    .select({ id: appProviders.id, name: appProviders.name })
    .from(appProviders)
    .where(eq(appProviders.id, params.appProviderId))
    .limit(1);
  return row;
}

/** A provider user by address (any case), with what an invitation needs to know of them. */
export async function findProviderUserForInvitation(db: TDb, params: { email: string }) {
  const [row] = await db
    .select({
      id: providerUsers.id,
      appProviderId: providerUsers.appProviderId,
      hasPassword: hasPassword(providerUsers.passwordHash),
      suspendedAt: providerUsers.suspendedAt,
    })
    .from(providerUsers)
    .where(emailIs(providerUsers.email, params.email))
    .limit(1);
  return row;
}

/** A new provider user without a password: it is set when the invitation is accepted. */
export async function insertInvitedProviderUser(
  db: TDb,
  params: { appProviderId: number; email: string; firstName: string; lastName: string },
): Promise<number> {
  const [row] = await db
    .insert(providerUsers)
    .values({ ...params, uid: params.email, provider: "email", passwordHash: null })
    .returning({ id: providerUsers.id });
  if (!row) throw new Error("provider user insert returned nothing");
  return row.id;
}

/** Updates the name of an invited person who has not accepted yet (invited again, maybe corrected). */
export async function renameInvitedProviderUser(
  db: TDb,
  params: { appProviderId: number; providerUserId: number; firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(providerUsers)
    .set({ firstName: params.firstName, lastName: params.lastName })
    .where(
      and(
        eq(providerUsers.id, params.providerUserId),
        eq(providerUsers.appProviderId, params.appProviderId),
        isNull(providerUsers.passwordHash),
      ),
    );
}

/** An operator has one name; a provider user a first and a last name (their order depends on the language). */
export type TAccountPerson = { fullName: string } | { firstName: string; lastName: string };

/** Whom an account mail goes to, and the name it greets them with. */
export async function findAccountRecipient(db: TDb, params: { accountKind: TAccountKind; accountId: number }) {
  if (params.accountKind === "operator") {
    const [row] = await db
      .select({ email: operators.email, name: operators.name, suspendedAt: operators.suspendedAt })
      .from(operators)
      .where(eq(operators.id, params.accountId))
      .limit(1);
    return (
      row && {
        email: row.email,
        person: { fullName: row.name } as TAccountPerson,
        appProviderName: null,
        suspendedAt: row.suspendedAt,
      }
    );
  }
  const [row] = await db
    .select({
      email: providerUsers.email,
      firstName: providerUsers.firstName,
      lastName: providerUsers.lastName,
      appProviderName: appProviders.name,
      suspendedAt: providerUsers.suspendedAt,
    })
    .from(providerUsers)
    .innerJoin(appProviders, eq(appProviders.id, providerUsers.appProviderId))
    .where(eq(providerUsers.id, params.accountId))
    .limit(1);
  return (
    row && {
      email: row.email,
      person: { firstName: row.firstName, lastName: row.lastName } as TAccountPerson,
      appProviderName: row.appProviderName,
      suspendedAt: row.suspendedAt,
    }
  );
}

/** Every app provider, for an operator choosing whom to invite (the command line lists them). */
export async function listAppProvidersForInvitation(db: TDb) {
  return db.select({ id: appProviders.id, name: appProviders.name }).from(appProviders).orderBy(appProviders.id);
}
