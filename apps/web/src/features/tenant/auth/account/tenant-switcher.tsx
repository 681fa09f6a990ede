"use client";

import type { TSessionUser } from "@store/domain/schemas/tenant";
import { useSession } from "../session-context";
import { useRouter } from "next/navigation";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { isSessionEnded } from "../session-ended";
import { ApiError, apiClient } from "@/client/api-client";
import { useDialog } from "@/client/dialog-host";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { menuContent, menuItem, menuLabel, VIEWPORT_MARGIN } from "./menu-styles";

const isTenantAdminPath = (path: string) => path === "/tenant_admin" || path.startsWith("/tenant_admin/");

/** POST /api/auth/tenants (SPEC §7): the session cookie comes back re-issued for the new tenant. */
async function requestTenantSwitch(tenantId: string, userId: string): Promise<void> {
  await apiClient.post("/api/auth/tenants", { tenantId, userId });
}

/** The current tenant; a menu to switch it for users in several tenants. */
export function TenantSwitcher({ user }: { user: TSessionUser }) {
  const t = useT("account");
  const tErrors = useT("errors");
  const { update } = useSession();
  const router = useRouter();
  const { showToast } = useToast();
  const { openDialog } = useDialog();
  const [switching, setSwitching] = useState(false);
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  const current = user.currentTenant;
  if (!current) return null;

  if (user.tenants.length < 2) {
    return (
      <span data-current-tenant="" className="hidden max-w-48 truncate px-2 text-sm text-ink-muted sm:inline">
        {current.name}
      </span>
    );
  }

  async function choose(tenantId: string) {
    if (!current || tenantId === current.id) return;
    setSwitching(true);
    try {
      await requestTenantSwitch(tenantId, user.id);
      await update();
      // Issue 31: the admin pages of a tenant one is no admin of would be a refusal; the store's
      // top page instead, where the new tenant's apps are.
      const admin = user.tenants.find((tenant) => tenant.id === tenantId)?.admin ?? false;
      if (!admin && isTenantAdminPath(window.location.pathname)) router.push("/");
      else router.refresh();
    } catch (error) {
      // The session ended: the login dialog, as for any action that needs sign-in (SPEC §2).
      if (isSessionEnded(error)) openDialog("login", { sessionEnded: true });
      else showToast(error instanceof ApiError && error.message ? error.message : tErrors("unexpected.title"));
    }
    setSwitching(false);
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-current-tenant=""
        disabled={switching || !hydrated}
        aria-busy={switching}
        aria-label={t("tenantSwitcher.trigger", { tenant: current.name })}
        className="flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm hover:bg-canvas disabled:opacity-60 data-[state=open]:bg-brand-50 sm:max-w-56"
      >
        {/* Phones show a building: the name would crowd out the store's own. */}
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          className="sm:hidden"
        >
          <path
            strokeWidth="1.8"
            strokeLinejoin="round"
            d="M4 21V5l8-2v18M12 8l8 2v11M2 21h20M7 9h2M7 13h2M7 17h2M15 13h2M15 17h2"
          />
        </svg>
        <span className="hidden truncate sm:inline">{current.name}</span>
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          className="hidden sm:block"
        >
          <path strokeWidth="2" strokeLinecap="round" d="M4 6l4 4 4-4" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={VIEWPORT_MARGIN} className={menuContent}>
          <DropdownMenu.Label className={menuLabel}>{t("tenantSwitcher.heading")}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current.id} onValueChange={(tenantId) => void choose(tenantId)}>
            {user.tenants.map((tenant) => (
              <DropdownMenu.RadioItem key={tenant.id} value={tenant.id} className={`${menuItem} pl-8 relative`}>
                <DropdownMenu.ItemIndicator className="absolute left-3 text-brand-700">
                  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor">
                    <path strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M3 8l3 3 7-7" />
                  </svg>
                </DropdownMenu.ItemIndicator>
                <span className="flex-1">{tenant.name}</span>
                <span className="text-xs text-ink-muted">
                  {tenant.admin ? t("tenantSwitcher.admin") : t("tenantSwitcher.user")}
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
