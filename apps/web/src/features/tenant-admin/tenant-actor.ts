import "server-only";
import { clientIpAddress } from "@/server/client-ip";
import type { TTenantPrincipal } from "@/server/tenant-session/tenant-principal";

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

type THeaders = { get: (name: string) => string | null };

/** The actor of a tenant-admin route; the route wrapper has already decided the caller is the admin. */
export function tenantActor(principal: TTenantPrincipal, headers: THeaders): TTenantActor {
  const tenantId = principal.user.currentTenant?.id;
  // A tenant-admin principal always has a current tenant (tenant-access.ts); a missing one is a bug.
  if (!tenantId) throw new Error("a tenant-admin principal without a current tenant");
  return {
    tenantId,
    suiteUserId: principal.user.id,
    email: principal.user.email,
    ipAddress: clientIpAddress(headers) ?? "unknown",
    userAgent: headers.get("user-agent") ?? "",
  };
}
