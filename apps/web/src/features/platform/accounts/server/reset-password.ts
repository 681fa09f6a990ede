import "server-only";
import type { TDb } from "@store/db/client";
import type { TLocale } from "@store/domain/locales";
import type { TAccountAudience } from "@store/domain/principals";
import type { TPasswordReset } from "@store/domain/schemas/account";
import { setPasswordWithToken } from "./set-password-with-token";
import type { TAccountClient } from "./sign-in-account";

/**
 * SPEC §2 password reset, second step: a new password with the single-use token of the mail
 * (valid one hour). Every other session of the account ends; the person is signed in anew, and
 * the sign-in attempts counted against the address are forgotten (they proved they hold the mailbox).
 */
export async function resetPassword(
  db: TDb,
  input: { audience: TAccountAudience; body: TPasswordReset; client: TAccountClient; locale: TLocale },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  return setPasswordWithToken(
    db,
    {
      audience: input.audience,
      purpose: "password_reset",
      token: input.body.resetPasswordToken,
      password: input.body.password,
      passwordConfirmation: input.body.passwordConfirmation,
      client: input.client,
      locale: input.locale,
    },
    now,
  );
}
