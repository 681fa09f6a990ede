import "server-only";
import type { TDb } from "@store/db/client";
import { revokeAccountSessionsOf } from "@store/db/queries/account-sessions";
import { retireAccountTokens } from "@store/db/queries/account-tokens";
import { findAccountById, setAccountPassword } from "@store/db/queries/accounts";
import { passwordProblems } from "@store/domain/account-rules";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TPasswordChange } from "@store/domain/schemas/account";
import { passwordChangeNotAllowedError, passwordRejectedError } from "./account-errors";
import { hashAccountPassword, verifyAccountPassword } from "./password-hashing";
import { currentPasswordItems, refusedPasswordItems } from "../password-items";

/**
 * SPEC §2: a signed-in provider user changes their password, only when their account allows it
 * (`allowPasswordChange`, 403 otherwise) and with their current password. Their other sessions
 * end (a stolen one with them); this one stays, and reset links sent before stop working.
 */
export async function changePassword(
  db: TDb,
  principal: TProviderPrincipal,
  input: { body: TPasswordChange; locale: TLocale },
): Promise<void> {
  if (!principal.allowPasswordChange) throw passwordChangeNotAllowedError();
  const accountKind = "provider_user";
  const accountId = principal.providerUserId;
  const account = await findAccountById(db, { accountKind, accountId });
  const current = account?.passwordHash
    ? await verifyAccountPassword(account.passwordHash, input.body.currentPassword)
    : false;
  if (!account || !current) throw passwordRejectedError(currentPasswordItems(input.locale, input.body.currentPassword));
  const problems = passwordProblems({
    password: input.body.password,
    passwordConfirmation: input.body.passwordConfirmation,
    email: account.email,
  });
  if (problems.length > 0) throw passwordRejectedError(refusedPasswordItems(problems, input.locale));
  const passwordHash = await hashAccountPassword(input.body.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await setAccountPassword(tx, { accountKind, accountId, passwordHash });
    await retireAccountTokens(tx, { accountKind, accountId, purpose: "password_reset", now });
    await revokeAccountSessionsOf(tx, { accountKind, accountId, now, keepSessionId: principal.sessionId });
  });
}
