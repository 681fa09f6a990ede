// Who a signed-in tenant caller is allowed to be, as one pure decision shared by pages and the API:
// what the parent service last said about the caller's current tenant, and what that means for a
// route of each level (SPEC §2 error screens, §6 roles, §8 statuses).
import { type TErrorCode, type TErrorScreen, errorScreenFor, INACTIVE_SUBDOMAIN_PATTERN } from "./errors";

/** The parent service's last word on the caller's current tenant. */
export const TENANT_ACCESS_STATES = [
  "ok",
  "paymentRequired",
  "ipBlocked",
  "inactiveSubdomain",
  "accessNotPermitted",
  "forbidden",
] as const;
export type TTenantAccess = (typeof TENANT_ACCESS_STATES)[number];
export type TBlockedTenantAccess = Exclude<TTenantAccess, "ok">;

export type TTenantAccessAnswer = { access: TTenantAccess; subdomain: string | null };

/** A refusal of the parent service (its status and message) as an access state. */
export function tenantAccessFromSuite(status: number, message: string): TTenantAccessAnswer {
  const subdomain = INACTIVE_SUBDOMAIN_PATTERN.exec(message)?.[1] ?? null;
  switch (errorScreenFor(status, message)) {
    case "paymentRequired":
      return { access: "paymentRequired", subdomain: null };
    case "ipBlocked":
      return { access: "ipBlocked", subdomain: null };
    case "inactiveSubdomain":
      return { access: "inactiveSubdomain", subdomain };
    case "accessNotPermitted":
    case "unauthenticated":
      return { access: "accessNotPermitted", subdomain: null };
    default:
      return { access: "forbidden", subdomain: null };
  }
}

/**
 * The screen each blocked state shows and the error (so the HTTP status) it is answered with, on
 * pages and on the API alike. An inactive subdomain is a refusal of access (403), as IP limits are.
 */
export const BLOCKED_TENANT_ACCESS: Record<TBlockedTenantAccess, { screen: TErrorScreen; code: TErrorCode }> = {
  paymentRequired: { screen: "paymentRequired", code: "PAYMENT_REQUIRED" },
  ipBlocked: { screen: "ipBlocked", code: "FORBIDDEN" },
  inactiveSubdomain: { screen: "inactiveSubdomain", code: "FORBIDDEN" },
  accessNotPermitted: { screen: "accessNotPermitted", code: "UNAUTHENTICATED" },
  forbidden: { screen: "forbidden", code: "FORBIDDEN" },
};

/** Who may use a route or page: any signed-in tenant user, or an admin of the current tenant. */
export type TAccessLevel = "user" | "tenantAdmin";

export type TAccessPrincipal = { access: TTenantAccess; admin: boolean; hasCurrentTenant: boolean };

export type TAccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** The blocked state, or `notAdmin` for a member without administrator authority. */
      reason: TBlockedTenantAccess | "notAdmin";
      screen: TErrorScreen;
      code: TErrorCode;
    };

/**
 * A user-level route needs a session the parent service still accepts; a tenant-admin route also
 * needs a reachable, paid-up current tenant of which the caller is an admin. A blocked tenant
 * shows its own screen, never 'administrator authority needed'.
 */
export function decideTenantAccess(principal: TAccessPrincipal, level: TAccessLevel): TAccessDecision {
  const { access } = principal;
  if (access === "accessNotPermitted") return { allowed: false, reason: access, ...BLOCKED_TENANT_ACCESS[access] };
  if (level === "user") return { allowed: true };
  if (access !== "ok") return { allowed: false, reason: access, ...BLOCKED_TENANT_ACCESS[access] };
  if (!principal.admin || !principal.hasCurrentTenant) {
    return { allowed: false, reason: "notAdmin", screen: "forbidden", code: "FORBIDDEN" };
  }
  return { allowed: true };
}

/**
 * An admin-only action pressed on an app page by a member whose tenant is blocked opens the
 * blocked state's screen as a dialog instead of the action (or of 'administrator authority
 * needed', which the parent service's refusal would make it look like).
 */
export function blockedActionScreen(
  requires: "none" | "login" | "admin",
  access: TTenantAccess | null,
): TBlockedTenantAccess | null {
  if (requires !== "admin" || access === null || access === "ok") return null;
  return access;
}
