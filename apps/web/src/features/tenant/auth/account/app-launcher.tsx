"use client";

import type { TSessionUser } from "@store/domain/schemas/tenant";
import type { TTenantAccess } from "@store/domain/tenant-access";
import { useLocale } from "next-intl";
import { Popover } from "radix-ui";
import { type Dispatch, type SetStateAction, useEffect, useId, useMemo, useState } from "react";
import { guardedStorage } from "@/client/storage/browser-storage";
import { apiClient } from "@/client/api-client";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { arrangeLauncherApps, type TLauncherApp, type TLauncherMode, type TLauncherSort } from "../launcher-apps";
import { LauncherAppGrid, LauncherFooter, LauncherModeSwitch, LauncherSearchBar } from "./app-launcher-parts";
import { headerIconButton, menuContent, VIEWPORT_MARGIN } from "./menu-styles";

/** Where the launcher keeps the mode chosen last (localStorage, this browser). */
const LAUNCHER_MODE_KEY = "launcher_mode";

/**
 * SPEC §2 Shell app launcher: the tenant's apps in favourite or all mode, sorted by default or by
 * name, with a search that says 'App not found' when nothing matches. Managing the apps is an
 * admin-only action: a tenant user gets the admin-only dialog (SPEC §6), a member of a tenant the
 * parent service blocks gets that state's screen.
 */
export function AppLauncher({
  user,
  tenantAccess = null,
}: {
  user: TSessionUser;
  tenantAccess?: { access: TTenantAccess; subdomain: string | null } | null;
}) {
  const t = useT("account");
  const tHeader = useT("header");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  // Issue 31: the mode chosen last is kept in this browser (it reset on every page before).
  const [mode, setModeState] = useState<TLauncherMode>("all");
  useEffect(() => {
    const kept = guardedStorage("local").getItem(LAUNCHER_MODE_KEY);
    if (kept === "favorite" || kept === "all") setModeState(kept);
  }, []);
  const setMode = (next: TLauncherMode) => {
    setModeState(next);
    guardedStorage("local").setItem(LAUNCHER_MODE_KEY, next);
  };
  const [sort, setSort] = useState<TLauncherSort>("default");
  const [query, setQuery] = useState("");
  const { showToast } = useToast();
  const [apps, setApps] = useLauncherApps(open);
  const ids = { search: useId(), sort: useId(), heading: useId() };
  const view = useMemo(
    () => arrangeLauncherApps(apps ?? [], { mode, sort, query, locale }),
    [apps, mode, sort, query, locale],
  );
  const isAdmin = user.admin && user.currentTenant !== null;

  // The star changes at once; if the server refuses, it goes back and a toast says so.
  const toggleFavorite = (app: TLauncherApp) => {
    const favorite = !app.favorite;
    const mark = (value: boolean) =>
      setApps((list) => list?.map((item) => (item.code === app.code ? { ...item, favorite: value } : item)) ?? null);
    mark(favorite);
    const path = `/api/launcher/favorites/${encodeURIComponent(app.code)}`;
    (favorite ? apiClient.put(path) : apiClient.delete(path)).catch(() => {
      mark(!favorite);
      showToast(t("launcher.favoriteFailed"));
    });
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={headerIconButton} aria-label={tHeader("appLauncher")} disabled={!hydrated}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
          {[5, 12, 19].flatMap((cy) => [5, 12, 19].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2" />))}
        </svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={VIEWPORT_MARGIN}
          aria-labelledby={ids.heading}
          className={`${menuContent} w-80 p-4`}
          data-app-launcher=""
        >
          <h2 id={ids.heading} className="mb-3 font-bold">
            {tHeader("appLauncher")}
          </h2>
          <LauncherModeSwitch mode={mode} onChange={setMode} />
          <LauncherSearchBar ids={ids} query={query} onQueryChange={setQuery} sort={sort} onSortChange={setSort} />
          <LauncherAppGrid apps={apps} view={view} mode={mode} onToggleFavorite={toggleFavorite} />
          <LauncherFooter isAdmin={isAdmin} tenantAccess={tenantAccess} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * The current tenant's apps, asked for each time the launcher opens (so none are in a page's first
 * load and a newly installed app shows up); null until they arrive. A failed request lists none.
 */
function useLauncherApps(
  open: boolean,
): [readonly TLauncherApp[] | null, Dispatch<SetStateAction<readonly TLauncherApp[] | null>>] {
  const [apps, setApps] = useState<readonly TLauncherApp[] | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch("/api/launcher/apps", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ apps: TLauncherApp[] }>) : { apps: [] }))
      .then((body) => setApps(body.apps))
      .catch(() => {
        if (!controller.signal.aborted) setApps([]);
      });
    return () => controller.abort();
  }, [open]);
  return [apps, setApps];
}
