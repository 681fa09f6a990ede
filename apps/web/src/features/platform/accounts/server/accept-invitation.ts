import "server-only";
import type { TDb } from "@store/db/client";
import type { TLocale } from "@store/domain/locales";
import type { TAccountAudience } from "@store/domain/principals";
import type { TAcceptInvitation } from "@store/domain/schemas/account";
import { setPasswordWithToken } from "./set-password-with-token";
import type { TAccountClient } from "./sign-in-account";

/**
 * SPEC §2 invitation acceptance: the invited person chooses a password by the policy with the
 * token of their mail (unexpired, unused) and is signed in. An expired, used or unknown link is
 * refused with a message that says which, and how to get a new one.
 */
export async function acceptInvitation(
  db: TDb,
  input: { audience: TAccountAudience; body: TAcceptInvitation; client: TAccountClient; locale: TLocale },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  return setPasswordWithToken(
    db,
    {
      audience: input.audience,
      purpose: "invitation",
      token: input.body.invitationToken,
      password: input.body.password,
      passwordConfirmation: input.body.passwordConfirmation,
      client: input.client,
      locale: input.locale,
    },
    now,
  );
}
