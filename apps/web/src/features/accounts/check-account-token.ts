import "server-only";
import type { TDb } from "@store/db/client";
import { findAccountToken } from "@store/db/queries/account-tokens";
import { accountTokenState, type TAccountTokenPurpose, type TAccountTokenState } from "@store/domain/account-rules";
import { ACCOUNT_KIND, type TAccountAudience } from "@store/domain/principals";
import { hashToken } from "@/server/account-session";

/** Whether a link's token can still be used, so a page says so before anyone types a password. */
export async function checkAccountToken(
  db: TDb,
  input: { audience: TAccountAudience; purpose: TAccountTokenPurpose; token: string | undefined },
  now: Date = new Date(),
): Promise<TAccountTokenState> {
  const token = input.token?.trim();
  if (!token || token.length > 128) return "unknown";
  const row = await findAccountToken(db, {
    tokenHash: hashToken(token),
    purpose: input.purpose,
    accountKind: ACCOUNT_KIND[input.audience],
  });
  return accountTokenState(row, now);
}
