"use client";

import { Link } from "@/ui/store-link";
import { DropdownMenu } from "radix-ui";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { headerIconButton, menuContent, menuItem, VIEWPORT_MARGIN } from "./menu-styles";

/** SPEC §2 Tenant admin: the admin's pages, for admins of the current tenant only. */
export function AdminMenu() {
  const t = useT("account");
  const tHeader = useT("header");
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={headerIconButton} aria-label={tHeader("adminMenu")} disabled={!hydrated}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <path strokeWidth="1.8" strokeLinejoin="round" d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
          <path strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M9 12l2 2 4-4" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={VIEWPORT_MARGIN} className={menuContent}>
          <DropdownMenu.Item asChild className={menuItem}>
            <Link href="/tenant_admin">{t("adminMenu.installedApps")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItem}>
            <Link href="/tenant_admin/operation_logs">{t("adminMenu.operationLogs")}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
