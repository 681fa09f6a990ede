import "server-only";
import type { TDb } from "@store/db/client";
import { insertAccountToken, retireAccountTokens } from "@store/db/queries/account-tokens";
import {
  findAppProviderForInvitation,
  findProviderUserForInvitation,
  insertInvitedProviderUser,
  renameInvitedProviderUser,
} from "@store/db/queries/accounts";
import { tokenExpiresAt } from "@store/domain/account-rules";
import { AppError } from "@store/domain/errors";
import type { TProviderUserInvitation } from "@store/domain/schemas/account";
import { hashToken, newToken } from "@/server/account-session";
import { enqueueJob } from "@/server/jobs";
import { invitationMailJob } from "./accounts-jobs";

export type TProviderUserInvited = { providerUserId: number; tokenId: number; newUser: boolean };

/**
 * An operator invites a person of an app provider (DOMAIN.md): the provider user is created
 * without a password when new, an invitation valid 7 days is recorded (its hash only) and its
 * mail queued in the same transaction. Inviting again someone who has not accepted yet sends a
 * new link and ends the old one; someone who already has a password, or belongs to another
 * provider, is refused.
 */
export async function inviteProviderUser(
  db: TDb,
  invitation: TProviderUserInvitation,
  now: Date = new Date(),
): Promise<TProviderUserInvited> {
  return db.transaction(async (tx) => {
    const provider = await findAppProviderForInvitation(tx, { appProviderId: invitation.appProviderId });
    if (!provider) {
      throw new AppError("NOT_FOUND", `no app provider ${invitation.appProviderId}`, {
        userMessage: { key: "accounts.errors.providerNotFound" },
      });
    }
    const existing = await findProviderUserForInvitation(tx, { email: invitation.email });
    if (existing && existing.appProviderId !== provider.id) {
      throw new AppError("CONFLICT", "the address belongs to a user of another provider", {
        userMessage: { key: "accounts.errors.invitedElsewhere" },
      });
    }
    if (existing?.hasPassword || existing?.suspendedAt) {
      throw new AppError("CONFLICT", "the provider user has an account already", {
        userMessage: { key: "accounts.errors.alreadyAccount" },
      });
    }
    let providerUserId: number;
    if (existing) {
      providerUserId = existing.id;
      await renameInvitedProviderUser(tx, {
        appProviderId: provider.id,
        providerUserId,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
      });
      await retireAccountTokens(tx, {
        accountKind: "provider_user",
        accountId: providerUserId,
        purpose: "invitation",
        now,
      });
    } else {
      providerUserId = await insertInvitedProviderUser(tx, {
        appProviderId: provider.id,
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
      });
    }
    // A placeholder that is never mailed: the job puts the hash of the token it mails here.
    const tokenId = await insertAccountToken(tx, {
      tokenHash: hashToken(newToken()),
      purpose: "invitation",
      accountKind: "provider_user",
      accountId: providerUserId,
      expiresAt: tokenExpiresAt("invitation", now),
    });
    await enqueueJob(
      tx,
      invitationMailJob,
      { tokenId, locale: invitation.locale },
      { idempotencyKey: `account-invitation-mail:${tokenId}` },
    );
    return { providerUserId, tokenId, newUser: !existing };
  });
}
