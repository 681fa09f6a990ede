import "server-only";
import type { TDb } from "@store/db/client";
import { insertAccountToken, retireAccountTokens } from "@store/db/queries/account-tokens";
import { findAccountByEmail } from "@store/db/queries/accounts";
import { tokenExpiresAt } from "@store/domain/account-rules";
import type { TLocale } from "@store/domain/locales";
import { ACCOUNT_KIND, type TAccountAudience } from "@store/domain/principals";
import type { TPasswordResetRequest } from "@store/domain/schemas/account";
import { hashToken, newToken } from "@/server/account-session";
import { enqueueJob } from "@/server/jobs/jobs";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { passwordResetMailJob } from "./accounts-jobs";

/** The one answer, whether or not the address has an account. */
export type TPasswordResetRequested = { accepted: true };

/**
 * SPEC §2 password reset, first step. The same answer for every address, so no one learns who has
 * an account; an account that may sign in (not suspended) gets a mail, in the language of the
 * request, with a single-use link valid one hour that replaces any earlier one. One address is
 * mailed only a few times an hour, counted for unknown addresses too.
 */
export async function requestPasswordReset(
  db: TDb,
  input: { audience: TAccountAudience; body: TPasswordResetRequest; locale: TLocale },
  now: Date = new Date(),
): Promise<TPasswordResetRequested> {
  await enforceRateLimit(db, "passwordResetPerAddress", `${input.audience}:${input.body.email}`, now);
  const accountKind = ACCOUNT_KIND[input.audience];
  const account = await findAccountByEmail(db, { accountKind, email: input.body.email });
  if (account && !account.suspendedAt) {
    const accountId = account.accountId;
    await db.transaction(async (tx) => {
      await retireAccountTokens(tx, { accountKind, accountId, purpose: "password_reset", now });
      const tokenId = await insertAccountToken(tx, {
        tokenHash: hashToken(newToken()),
        purpose: "password_reset",
        accountKind,
        accountId,
        expiresAt: tokenExpiresAt("password_reset", now),
      });
      await enqueueJob(
        tx,
        passwordResetMailJob,
        { tokenId, locale: input.locale },
        { idempotencyKey: `password-reset-mail:${tokenId}` },
      );
    });
  }
  return { accepted: true };
}
