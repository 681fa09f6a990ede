import "server-only";
import type { TDb } from "@store/db/client";
import { revokeAccountSessionsOf } from "@store/db/queries/account-sessions";
import { findAccountToken, markAccountTokenUsed, retireAccountTokens } from "@store/db/queries/account-tokens";
import { findAccountById, setAccountPassword } from "@store/db/queries/accounts";
import { accountTokenState, passwordProblems, type TAccountTokenPurpose } from "@store/domain/account-rules";
import type { TLocale } from "@store/domain/locales";
import { ACCOUNT_KIND, type TAccountAudience } from "@store/domain/principals";
import { hashToken, openAccountSession } from "@/server/account-session";
import { accountSuspendedError, accountTokenError, passwordRejectedError } from "./account-errors";
import { hashAccountPassword } from "./password-hashing";
import { refusedPasswordItems } from "../password-items";
import { clearSignInThrottle, type TAccountClient } from "./sign-in-account";

/**
 * What accepting an invitation and resetting a password share: a live token of the purpose, a
 * password the policy accepts, then in one transaction the token is used (once, even when two
 * requests race), the password set, the account's other links of both kinds ended and every
 * earlier session of the account closed. Whoever holds the mailbox is the owner: the address's
 * sign-in attempts are forgotten, so an attacker's guesses never keep them out. The person is
 * then signed in.
 */
export async function setPasswordWithToken(
  db: TDb,
  input: {
    audience: TAccountAudience;
    purpose: TAccountTokenPurpose;
    token: string;
    password: string;
    passwordConfirmation: string;
    client: TAccountClient;
    locale: TLocale;
  },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const accountKind = ACCOUNT_KIND[input.audience];
  const token = await findAccountToken(db, { tokenHash: hashToken(input.token), purpose: input.purpose, accountKind });
  const state = accountTokenState(token, now);
  if (!token || state !== "live") throw accountTokenError(input.purpose, state === "live" ? "unknown" : state);
  const account = await findAccountById(db, { accountKind, accountId: token.accountId });
  if (!account) throw accountTokenError(input.purpose, "unknown");
  if (account.suspendedAt) throw accountSuspendedError();
  const problems = passwordProblems({
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
    email: account.email,
  });
  if (problems.length > 0) throw passwordRejectedError(refusedPasswordItems(problems, input.locale));
  // Hashing takes a while: done before the transaction, so no row waits on it.
  const passwordHash = await hashAccountPassword(input.password);
  const accountId = account.accountId;
  await db.transaction(async (tx) => {
    if (!(await markAccountTokenUsed(tx, { tokenId: token.id, accountKind, accountId, now }))) {
      throw accountTokenError(input.purpose, "used");
    }
    await setAccountPassword(tx, { accountKind, accountId, passwordHash });
    for (const purpose of ["invitation", "password_reset"] as const) {
      await retireAccountTokens(tx, { accountKind, accountId, purpose, now });
    }
    await revokeAccountSessionsOf(tx, { accountKind, accountId, now });
  });
  await clearSignInThrottle(db, input.audience, account.email);
  return openAccountSession(db, { audience: input.audience, accountId, ...input.client }, now);
}
