import "server-only";
import type { TDb } from "@store/db/client";
import {
  findAppProviderForInvitation,
  findProviderUserForInvitation,
  insertInvitedProviderUser,
  renameInvitedProviderUser,
} from "@store/db/queries/accounts";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { AppError } from "@store/domain/errors";
import type { TProviderUserInvitation } from "@store/domain/schemas/account";
import { issueInvitation } from "./issue-invitation";

export type TProviderUserInvited = { providerUserId: number; tokenId: number; newUser: boolean };

/**
 * An operator invites a person of an app provider (DOMAIN.md): the provider user is created
 * without a password when new, an invitation valid 7 days is recorded (its hash only) and its
 * mail queued in the same transaction. Inviting again someone who has not accepted yet sends a
 * new link and ends the old one; someone who already has a password, or belongs to another
 * provider, is refused. An operator's invitation is recorded in the audit log (the command line
 * has no operator). Inside a caller's transaction it runs in a savepoint of it.
 */
export async function inviteProviderUser(
  db: TDb,
  invitation: TProviderUserInvitation,
  options: { operatorId?: number; now?: Date } = {},
): Promise<TProviderUserInvited> {
  const now = options.now ?? new Date();
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
    } else {
      providerUserId = await insertInvitedProviderUser(tx, {
        appProviderId: provider.id,
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
      });
    }
    const { tokenId } = await issueInvitation(tx, { providerUserId, locale: invitation.locale, now });
    if (options.operatorId !== undefined) {
      await recordAuditEvent(tx, {
        operatorId: options.operatorId,
        action: "providerUser.invite",
        subjectType: "providerUser",
        subjectId: providerUserId,
        after: {
          appProviderId: provider.id,
          email: invitation.email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          invitedAgain: Boolean(existing),
        },
      });
    }
    return { providerUserId, tokenId, newUser: !existing };
  });
}
