import { BLOCKED_TENANT_ACCESS, blockedActionScreen, type TTenantAccess } from "@store/domain/tenant-access";
import type { TBlockedAdminScreen } from "./action-dialogs";

/**
 * The screen an admin-only action shows to a viewer whose tenant the parent service blocks
 * (payment, IP restriction, inactive subdomain), with the tenant's subdomain; null when nothing
 * blocks it. Decided where the page is made, for tenantAccessEffect in the browser.
 */
export function blockedAdminScreen(
  tenantAccess: { access: TTenantAccess; subdomain: string | null } | null,
): TBlockedAdminScreen | null {
  const blocked = blockedActionScreen("admin", tenantAccess?.access ?? null);
  if (!blocked) return null;
  return { screen: BLOCKED_TENANT_ACCESS[blocked].screen, subdomain: tenantAccess?.subdomain ?? null };
}
