import "server-only";
import type { TDb } from "@store/db/client";
import { findAccountByEmail, recordFailedSignIn, recordSuccessfulSignIn } from "@store/db/queries/accounts";
import { isAccountLocked, lockedUntilFrom, SIGN_IN_MAX_FAILURES, signInOutcome } from "@store/domain/account-rules";
import { ACCOUNT_KIND, type TAccountAudience } from "@store/domain/principals";
import type { TAccountSignIn } from "@store/domain/schemas/account";
import { openAccountSession } from "@/server/account-session";
import { accountLockedError, accountSuspendedError, invalidCredentialsError } from "./account-errors";
import { spendVerificationTime, verifyAccountPassword } from "./password-hashing";

export type TAccountClient = { userAgent: string; ipAddress: string | null };

/**
 * A provider user or operator signs in with e-mail and password (SPEC §5). A wrong password
 * counts a failure; the failure that reaches the limit locks the account for a while and says so;
 * a locked or suspended account never signs in. Success forgets the failures and opens a session
 * whose token goes into the audience's cookie.
 */
export async function signInAccount(
  db: TDb,
  input: { audience: TAccountAudience; credentials: TAccountSignIn; client: TAccountClient },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const accountKind = ACCOUNT_KIND[input.audience];
  const { email, password } = input.credentials;
  const account = await findAccountByEmail(db, { accountKind, email });
  let passwordMatches: boolean | null = null;
  if (!account?.passwordHash) await spendVerificationTime(password);
  else if (!isAccountLocked(account.lockedUntil, now)) {
    passwordMatches = await verifyAccountPassword(account.passwordHash, password);
  }
  const state = account
    ? {
        hasPassword: account.passwordHash !== null,
        lockedUntil: account.lockedUntil,
        suspendedAt: account.suspendedAt,
      }
    : null;
  const outcome = signInOutcome(state, passwordMatches, now);
  if (!account || outcome === "invalidCredentials") {
    if (account && passwordMatches === false) {
      const after = await recordFailedSignIn(db, {
        accountKind,
        accountId: account.accountId,
        maxFailures: SIGN_IN_MAX_FAILURES,
        lockedUntil: lockedUntilFrom(now),
      });
      if (after?.lockedUntil && isAccountLocked(after.lockedUntil, now)) {
        throw accountLockedError(after.lockedUntil, now);
      }
    }
    throw invalidCredentialsError();
  }
  if (outcome === "locked" && account.lockedUntil) throw accountLockedError(account.lockedUntil, now);
  if (outcome === "suspended") throw accountSuspendedError();
  await recordSuccessfulSignIn(db, { accountKind, accountId: account.accountId });
  return openAccountSession(db, { audience: input.audience, accountId: account.accountId, ...input.client }, now);
}
