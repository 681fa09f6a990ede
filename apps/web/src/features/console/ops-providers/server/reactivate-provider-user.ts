import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { clearProviderUserSuspension, lockProviderUser } from "@store/db/queries/provider-users";
import type { TOperatorPrincipal } from "@store/domain/principals";
import { providerUserState, type TProviderUserStateAnswer } from "@store/domain/schemas/provider";
import { providerUserNotFound, providerUserStateConflict } from "./provider-user-errors";

/** An operator lifts a suspension: the user may sign in again (their old sessions stay ended). */
export async function reactivateProviderUser(
  db: TDb,
  principal: TOperatorPrincipal,
  providerUserId: number | null,
): Promise<TProviderUserStateAnswer> {
  return db.transaction(async (tx) => {
    const user = providerUserId === null ? undefined : await lockProviderUser(tx, { providerUserId });
    if (!user) throw providerUserNotFound(providerUserId);
    const before = providerUserState(user);
    if (before !== "suspended" || !(await clearProviderUserSuspension(tx, { providerUserId: user.id }))) {
      throw providerUserStateConflict(user.id, before);
    }
    const state = providerUserState({ ...user, suspendedAt: null });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "providerUser.reactivate",
      subjectType: "providerUser",
      subjectId: user.id,
      before: { state: before, suspendedAt: user.suspendedAt?.toISOString() ?? null },
      after: { state },
    });
    return { id: user.id, state };
  });
}
