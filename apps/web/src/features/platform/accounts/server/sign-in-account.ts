import "server-only";
import type { TDb } from "@store/db/client";
import { findAccountByEmail } from "@store/db/queries/accounts";
import { signInOutcome, signInThrottleKey } from "@store/domain/account-rules";
import { AppError } from "@store/domain/errors";
import { ACCOUNT_KIND, type TAccountAudience } from "@store/domain/principals";
import type { TAccountSignIn } from "@store/domain/schemas/account";
import { openAccountSession } from "@/server/account-session";
import { clearRateLimit, enforceRateLimit } from "@/server/http/rate-limit";
import { accountSuspendedError, invalidCredentialsError, signInThrottledError } from "./account-errors";
import { spendVerificationTime, verifyAccountPassword } from "./password-hashing";

export type TAccountClient = { userAgent: string; ipAddress: string | null };

/**
 * A provider user or operator signs in with e-mail and password (SPEC §5). Every attempt counts
 * against its address, whether or not an account has it: past the limit the answer is 429 with
 * Retry-After, the same for every address and before any account is looked up. An unknown address,
 * an account without a password and a wrong password answer the same 401 after the same hashing
 * work. Only the right password learns that an account is suspended. Success forgets the
 * address's attempts and opens a session whose token goes into the audience's cookie.
 */
export async function signInAccount(
  db: TDb,
  input: { audience: TAccountAudience; credentials: TAccountSignIn; client: TAccountClient },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const accountKind = ACCOUNT_KIND[input.audience];
  const { email, password } = input.credentials;
  const throttleKey = signInThrottleKey(input.audience, email);
  await enforceSignInThrottle(db, throttleKey, now);
  const account = await findAccountByEmail(db, { accountKind, email });
  let passwordMatches = false;
  if (account?.passwordHash) passwordMatches = await verifyAccountPassword(account.passwordHash, password);
  else await spendVerificationTime(password);
  const state = account ? { hasPassword: account.passwordHash !== null, suspendedAt: account.suspendedAt } : null;
  const outcome = signInOutcome(state, passwordMatches);
  if (!account || outcome === "invalidCredentials") throw invalidCredentialsError();
  if (outcome === "suspended") throw accountSuspendedError();
  await clearRateLimit(db, "accountSignInPerAddress", throttleKey);
  return openAccountSession(db, { audience: input.audience, accountId: account.accountId, ...input.client }, now);
}

/** The address's limit, refused with the sign-in form's own words (and the same wait for every address). */
async function enforceSignInThrottle(db: TDb, throttleKey: string, now: Date): Promise<void> {
  try {
    await enforceRateLimit(db, "accountSignInPerAddress", throttleKey, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED" && error.retryAfterSeconds !== undefined) {
      throw signInThrottledError(error.retryAfterSeconds);
    }
    throw error;
  }
}

/** Forgets an address's sign-in attempts: its owner proved the mailbox (a reset or invitation link). */
export async function clearSignInThrottle(db: TDb, audience: TAccountAudience, email: string): Promise<void> {
  await clearRateLimit(db, "accountSignInPerAddress", signInThrottleKey(audience, email));
}
