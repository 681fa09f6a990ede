import { and, eq, gt, isNull } from "drizzle-orm";
import type { TDb } from "../client";
import { accountTokens } from "../schema/staff";
import type { TAccountKind } from "../schema/account-base";

// Invitation and password-reset tokens: only a token's SHA-256 is stored; a row is live while
// unused and before its end. The mail job replaces the hash with that of the token it mails.

export type TAccountTokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

export async function insertAccountToken(
  db: TDb,
  row: {
    tokenHash: string;
    purpose: TAccountTokenPurpose;
    accountKind: TAccountKind;
    accountId: number;
    expiresAt: Date;
  },
): Promise<number> {
  const [inserted] = await db.insert(accountTokens).values(row).returning({ id: accountTokens.id });
  if (!inserted) throw new Error("account token insert returned nothing");
  return inserted.id;
}

/** A token by its hash, live or not, so the caller can say whether it expired or was used. */
export async function findAccountToken(
  db: TDb,
  params: { tokenHash: string; purpose: TAccountTokenPurpose; accountKind: TAccountKind },
) {
  const [row] = await db
    .select({
      id: accountTokens.id,
      accountId: accountTokens.accountId,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
    })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, params.tokenHash),
        eq(accountTokens.purpose, params.purpose),
        eq(accountTokens.accountKind, params.accountKind),
      ),
    )
    .limit(1);
  return row;
}

/** A live token row by its id (the mail job's payload names the row, never the token). */
export async function findLiveAccountTokenById(db: TDb, params: { tokenId: number; now: Date }) {
  const [row] = await db
    .select({
      id: accountTokens.id,
      purpose: accountTokens.purpose,
      accountKind: accountTokens.accountKind,
      accountId: accountTokens.accountId,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(
      and(eq(accountTokens.id, params.tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, params.now)),
    )
    .limit(1);
  return row;
}

/**
 * Uses a token once: true only for the one caller that marked it, while it was still live, so
 * two requests with the same link cannot both set a password.
 */
export async function markAccountTokenUsed(
  db: TDb,
  params: { tokenId: number; accountKind: TAccountKind; accountId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(accountTokens.id, params.tokenId),
        eq(accountTokens.accountKind, params.accountKind),
        eq(accountTokens.accountId, params.accountId),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, params.now),
      ),
    )
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Ends every unused token of one purpose of an account: a newer one, or a new password, replaces them. */
export async function retireAccountTokens(
  db: TDb,
  params: { accountKind: TAccountKind; accountId: number; purpose: TAccountTokenPurpose; now: Date },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(accountTokens.accountKind, params.accountKind),
        eq(accountTokens.accountId, params.accountId),
        eq(accountTokens.purpose, params.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Puts the hash of a freshly made token on a live row (the link about to be mailed); the link of
 * any earlier attempt stops working. False when the row is no longer live.
 */
export async function replaceAccountTokenHash(
  db: TDb,
  params: { tokenId: number; tokenHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ tokenHash: params.tokenHash })
    .where(
      and(eq(accountTokens.id, params.tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, params.now)),
    )
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}
