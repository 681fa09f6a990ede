import "server-only";
import type { TDb } from "@store/db/client";
import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import type { TSessionUser, TSwitchTenantRequest } from "@store/domain/schemas/tenant";
import type { TRouteSession } from "@/server/tenant-session/session";
import type { TSuiteApi } from "@/server/suite/suite-api";
import { appErrorFromSuite } from "@/server/suite/suite-errors";
import { syncSuiteUser } from "@/server/tenant-session/sync-suite-user";

type TLog = { warn: (object: Record<string, unknown>, message: string) => void };

/**
 * SPEC §7 tenant switch: the parent service changes the user's current tenant (it refuses
 * non-members, inactive and IP-restricted tenants), the store mirrors its answer, and the session
 * is confirmed with the parent service at once (admin flag, the new tenant's payment state), so
 * pages, the API and the suite agree on the current tenant from the next request on.
 */
export async function switchTenant(
  db: TDb,
  deps: { session: TRouteSession; suite: TSuiteApi; log?: TLog },
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
  await session.revalidate();
  const current = session.user.currentTenant?.id ?? null;
  if (current !== request.tenantId) {
    // The store follows the parent service's word whatever it is, so the two never disagree.
    deps.log?.warn({ asked: request.tenantId, current }, "the parent service switched to another tenant");
  }
  return { user: session.user };
}
