"use client";

import { useSession } from "../session-context";
import { lazy, Suspense } from "react";
import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";

// The signed-in menus (and their popover machinery) load only for a signed-in viewer: a visitor's
// first load carries none of them (issue 12).
const AdminMenu = lazy(() => import("./admin-menu").then((m) => ({ default: m.AdminMenu })));
const AppLauncher = lazy(() => import("./app-launcher").then((m) => ({ default: m.AppLauncher })));
const TenantSwitcher = lazy(() => import("./tenant-switcher").then((m) => ({ default: m.TenantSwitcher })));
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

/** The header's account slot: a login button for visitors, the signed-in menus otherwise. */
export function AccountArea() {
  const t = useT("header");
  const { data, status } = useSession();
  const { openDialog } = useDialog();
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  const user = data && !data.error ? data.user : null;

  // Keeps the header from jumping while a session without a server-side first value loads.
  if (status === "loading" && !data) return <span aria-hidden="true" className="inline-block h-10 w-20" />;

  if (!user) {
    return (
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => openDialog("login")}
        className="min-h-10 shrink-0 whitespace-nowrap rounded-lg bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700"
      >
        {t("login")}
      </button>
    );
  }

  return (
    <div className="flex shrink-0 items-center gap-1" data-signed-in="">
      <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-20" />}>
        <AppLauncher user={user} tenantAccess={data?.tenantAccess ?? null} />
        {user.admin && user.currentTenant ? <AdminMenu /> : null}
        <TenantSwitcher user={user} />
        <UserMenu user={user} />
      </Suspense>
    </div>
  );
}
