import { ACCOUNT_KIND } from "@store/domain/principals";
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The store's own accounts (provider users, operators) are two tables of one shape: the columns a
// sign-in, a password and a suspension live in are declared once here, so the account queries
// (queries/accounts.ts, account-sessions.ts, account-tokens.ts) serve both kinds alike.

/** How account_sessions and account_tokens name an account's table. */
export const ACCOUNT_KINDS = [ACCOUNT_KIND.providerUser, ACCOUNT_KIND.operator] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];

/** The columns every account has, whatever its kind. */
export function accountColumns() {
  return {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

/** One account per address, whatever its case: sign-in looks addresses up by lower(email). */
export function accountEmailIndex(table: string, email: AnyPgColumn) {
  return uniqueIndex(`${table}_email_idx`).on(sql`lower(${email})`);
}

/** The account with this address, compared as the unique index does (without case, trimmed). */
export function emailIs(email: AnyPgColumn, address: string): SQL {
  return sql`lower(${email}) = lower(${address.trim()})`;
}

/** Whether the account has a password: an invited one has none until the invitation is accepted. */
export function hasPassword(passwordHash: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`${passwordHash} is not null`;
}
