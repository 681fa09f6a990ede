import "server-only";
import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import { decideTenantAccess, type TAccessLevel, type TBlockedTenantAccess } from "@store/domain/tenant-access";
import type { TTenantPrincipal } from "./tenant-principal";

// What a caller of an access level is refused, as the store's own error (SPEC §8).

/** The English log message of each refusal: the parent service's own words where it has them. */
function refusalLogMessage(reason: TBlockedTenantAccess | "notAdmin", principal: TTenantPrincipal): string {
  switch (reason) {
    case "accessNotPermitted":
      return SUITE_ERROR_MESSAGES.invalidAccessToken;
    case "paymentRequired":
      return "payment check failed";
    case "ipBlocked":
      return SUITE_ERROR_MESSAGES.ipRestricted;
    case "inactiveSubdomain":
      return `subdomain ${principal.subdomain ?? ""} is inactive`;
    case "forbidden":
      return SUITE_ERROR_MESSAGES.forbiddenResource;
    case "notAdmin":
      return "administrator authority of the current tenant is required";
  }
}

/**
 * Throws the error a caller of this level gets (401 token no longer accepted, 402 payment, 403 IP,
 * subdomain or not an admin); a tenant-admin route whose principal the parent service could not
 * confirm within the window answers 503 rather than trusting an old answer.
 */
export function assertTenantAccess(
  principal: TTenantPrincipal,
  stale: null | "needsRefresh" | "suiteSilent",
  level: TAccessLevel,
): void {
  const decision = decideTenantAccess(
    { access: principal.access, admin: principal.user.admin, hasCurrentTenant: principal.user.currentTenant !== null },
    level,
  );
  if (!decision.allowed) {
    throw new AppError(decision.code, refusalLogMessage(decision.reason, principal), {
      userMessage: {
        key: `session.errors.${decision.reason}`,
        values: decision.reason === "inactiveSubdomain" ? { subdomain: principal.subdomain ?? "" } : {},
      },
    });
  }
  if (level === "tenantAdmin" && stale !== null) {
    throw new AppError("UNAVAILABLE", "the parent service did not confirm the session in time", {
      userMessage: { key: "session.errors.suiteUnavailable" },
      retryAfterSeconds: 10,
    });
  }
}
