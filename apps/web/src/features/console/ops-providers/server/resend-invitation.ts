import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { lockProviderUser } from "@store/db/queries/provider-users";
import type { TOperatorPrincipal } from "@store/domain/principals";
import {
  providerUserState,
  type TProviderUserStateAnswer,
  type TResendInvitationRequest,
} from "@store/domain/schemas/provider";
import { issueInvitation } from "@/features/platform/accounts/index.server";
import { providerUserNotFound, providerUserStateConflict } from "./provider-user-errors";

/**
 * An operator sends an invited person a new invitation: the earlier link stops working and a new
 * mail is queued. Only for someone who has not accepted (an active or suspended user is a 409).
 */
export async function resendInvitation(
  db: TDb,
  principal: TOperatorPrincipal,
  providerUserId: number | null,
  body: TResendInvitationRequest,
  now: Date = new Date(),
): Promise<TProviderUserStateAnswer> {
  return db.transaction(async (tx) => {
    const user = providerUserId === null ? undefined : await lockProviderUser(tx, { providerUserId });
    if (!user) throw providerUserNotFound(providerUserId);
    const state = providerUserState(user);
    if (state !== "invited") throw providerUserStateConflict(user.id, state);
    const issued = await issueInvitation(tx, { providerUserId: user.id, locale: body.locale, now });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "providerUser.resendInvitation",
      subjectType: "providerUser",
      subjectId: user.id,
      after: { email: user.email, locale: body.locale, mailJobId: issued.mailJobId },
    });
    return { id: user.id, state };
  });
}
