import "server-only";
import type { TDb } from "@store/db/client";
import { findAccountToken } from "@store/db/queries/account-tokens";
import { findAccountById } from "@store/db/queries/accounts";
import { accountTokenState, type TAccountTokenPurpose, type TAccountTokenState } from "@store/domain/account-rules";
import { ACCOUNT_KIND, type TAccountAudience } from "@store/domain/principals";
import { hashToken } from "@/server/account-session";

/**
 * Whether a mailed link's token can still be used, so its page says so before anyone types a
 * password; for a live one, the account's address (the holder of the link reads it in their own
 * mailbox), so the form can check the rule 'not the e-mail address' as they type.
 */
export async function checkAccountToken(
  db: TDb,
  input: { audience: TAccountAudience; purpose: TAccountTokenPurpose; token: string | undefined },
  now: Date = new Date(),
): Promise<{ state: TAccountTokenState; email: string | null }> {
  const token = input.token?.trim();
  if (!token || token.length > 128) return { state: "unknown", email: null };
  const accountKind = ACCOUNT_KIND[input.audience];
  const row = await findAccountToken(db, { tokenHash: hashToken(token), purpose: input.purpose, accountKind });
  const state = accountTokenState(row, now);
  if (!row || state !== "live") return { state, email: null };
  const account = await findAccountById(db, { accountKind, accountId: row.accountId });
  return account ? { state, email: account.email } : { state: "unknown", email: null };
}
