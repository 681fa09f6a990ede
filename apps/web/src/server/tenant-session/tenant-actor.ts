import "server-only";
import type { TRequestClient } from "@/server/client-ip";
import type { TTenantAdminPrincipal } from "./tenant-principal";

/**
 * The tenant admin acting on their current tenant, and from where: what the operation log records
 * (DOMAIN.md). Not an operator: operators are the store's staff.
 */
export type TTenantActor = {
  tenantId: string;
  suiteUserId: string;
  email: string;
  ipAddress: string;
  userAgent: string;
};

/** The actor of a tenant-admin route, from the principal and client the route wrapper hands over. */
export function tenantActor(principal: TTenantAdminPrincipal, client: TRequestClient): TTenantActor {
  return {
    tenantId: principal.user.currentTenant.id,
    suiteUserId: principal.user.id,
    email: principal.user.email,
    ipAddress: client.ipAddress ?? "unknown",
    userAgent: client.userAgent,
  };
}
