import "server-only";
import type { TDb } from "@store/db/client";
import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import type { TSessionUser, TSwitchTenantRequest } from "@store/domain/schemas/tenant";
import type { TRouteSession } from "@/server/session";
import { stateFromMe } from "./session-state";
import { appErrorFromSuite, type TSuiteApi } from "./suite-api";
import { syncSuiteUser } from "./sync-suite-user";

/**
 * SPEC §7 tenant switch: the parent service changes the user's current tenant (it refuses
 * non-members, inactive and IP-restricted tenants), the store mirrors its answer and the session
 * cookie is re-issued with the new current tenant and admin flag.
 */
export async function switchTenant(
  db: TDb,
  deps: { session: TRouteSession; suite: TSuiteApi },
  request: TSwitchTenantRequest,
): Promise<{ user: TSessionUser }> {
  const { session, suite } = deps;
  if (request.userId !== session.user.id) {
    throw new AppError(
      "FORBIDDEN",
      `tenant switch for another user refused: ${SUITE_ERROR_MESSAGES.forbiddenResource}`,
      {
        userMessage: { key: "serverErrors.forbidden" },
      },
    );
  }
  const me = await session
    .withAccessToken((accessToken) => suite.switchCurrentTenant(accessToken, request.tenantId))
    .catch((error: unknown) => {
      throw appErrorFromSuite(error);
    });
  if (me.id !== session.user.id || me.currentTenantId !== request.tenantId) {
    throw new AppError("UNEXPECTED", "the parent service did not switch the tenant", {
      userMessage: { key: "serverErrors.tenant.switchFailed" },
    });
  }
  await syncSuiteUser(db, me, new Date());
  const { accessToken, refreshToken, accessTokenExpiresAt } = session.state();
  session.replaceState(stateFromMe(me, { accessToken, refreshToken, accessTokenExpiresAt }));
  return { user: session.user };
}
