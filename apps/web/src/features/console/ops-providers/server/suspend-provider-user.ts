import "server-only";
import type { TDb } from "@store/db/client";
import { revokeAccountSessionsOf } from "@store/db/queries/account-sessions";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { lockProviderUser, markProviderUserSuspended } from "@store/db/queries/provider-users";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { providerUserState, type TProviderUserStateAnswer } from "@store/domain/schemas/provider";
import { providerUserNotFound, providerUserStateConflict } from "./provider-user-errors";

/**
 * An operator suspends a provider user: from this moment they cannot sign in, and every session
 * they have ends (revoked in the same transaction). A user suspended already is a 409.
 */
export async function suspendProviderUser(
  db: TDb,
  principal: TOperatorPrincipal,
  providerUserId: number | null,
  now: Date = new Date(),
): Promise<TProviderUserStateAnswer> {
  return db.transaction(async (tx) => {
    const user = providerUserId === null ? undefined : await lockProviderUser(tx, { providerUserId });
    if (!user) throw providerUserNotFound(providerUserId);
    const before = providerUserState(user);
    if (before === "suspended" || !(await markProviderUserSuspended(tx, { providerUserId: user.id, now }))) {
      throw providerUserStateConflict(user.id, before);
    }
    await revokeAccountSessionsOf(tx, { accountKind: "provider_user", accountId: user.id, now });
    const state = providerUserState({ ...user, suspendedAt: now });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "providerUser.suspend",
      subjectType: "providerUser",
      subjectId: user.id,
      before: { state: before },
      after: { state, suspendedAt: now.toISOString() },
    });
    return { id: user.id, state };
  });
}
