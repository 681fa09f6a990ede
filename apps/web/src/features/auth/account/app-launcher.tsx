"use client";

import type { TSessionUser } from "@store/domain/schemas/tenant";
import { BLOCKED_TENANT_ACCESS, blockedActionScreen, type TTenantAccess } from "@store/domain/tenant-access";
import { useLocale } from "next-intl";
import { Link } from "@/features/shell/store-link";
import { Popover } from "radix-ui";
import { type Dispatch, type SetStateAction, useEffect, useId, useMemo, useState } from "react";
import { apiClient } from "@/features/shell/api-client";
import { useDialog } from "@/features/shell/dialog-host";
import { useToast } from "@/features/shell/toast-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import {
  arrangeLauncherApps,
  LAUNCHER_MODES,
  LAUNCHER_SORTS,
  type TLauncherApp,
  type TLauncherMode,
  type TLauncherSort,
} from "../launcher-apps";
import { headerIconButton, menuContent, VIEWPORT_MARGIN } from "./menu-styles";

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
  const { openDialog } = useDialog();
  const [open, setOpen] = useState(false);
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  const [mode, setMode] = useState<TLauncherMode>("all");
  const [sort, setSort] = useState<TLauncherSort>("default");
  const [query, setQuery] = useState("");
  const { showToast } = useToast();
  const [apps, setApps] = useLauncherApps(open);
  const ids = { search: useId(), sort: useId(), heading: useId() };
  const view = useMemo(
    () => arrangeLauncherApps(apps ?? [], { mode, sort, query, locale }),
    [apps, mode, sort, query, locale],
  );
  const blocked = blockedActionScreen("admin", tenantAccess?.access ?? null);
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
          <fieldset className="mb-3 grid grid-cols-2 rounded-lg border border-line p-0.5 text-sm">
            <legend className="sr-only">{t("launcher.modeLabel")}</legend>
            {LAUNCHER_MODES.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md px-2 py-1.5 text-center has-[:checked]:bg-brand-600 has-[:checked]:font-bold has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name="launcher-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="sr-only"
                />
                {t(`launcher.mode.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="mb-3 flex gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={ids.search} className="sr-only">
                {t("launcher.searchLabel")}
              </label>
              <input
                id={ids.search}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t("launcher.searchPlaceholder")}
                className="w-full rounded-lg border border-line px-3 py-1.5 text-sm"
              />
            </div>
            <div>
              <label htmlFor={ids.sort} className="sr-only">
                {t("launcher.sortLabel")}
              </label>
              <select
                id={ids.sort}
                value={sort}
                onChange={(event) => setSort(event.target.value as TLauncherSort)}
                className="rounded-lg border border-line bg-white px-2 py-1.5 text-sm"
              >
                {LAUNCHER_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`launcher.sort.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div role="status" aria-busy={apps === null} className="min-h-16">
            {apps === null ? (
              <p className="py-4 text-center text-sm text-ink-muted">{t("launcher.loading")}</p>
            ) : view.kind === "apps" ? (
              <ul className="grid grid-cols-3 gap-2">
                {view.apps.map((app) => (
                  <li key={app.code} className="relative">
                    <a
                      href={app.url ?? `/apps/${app.code}`}
                      className="block truncate rounded-lg px-2 pt-7 pb-2 text-center text-xs hover:bg-canvas"
                    >
                      {app.name}
                    </a>
                    <button
                      type="button"
                      aria-pressed={app.favorite}
                      aria-label={t("launcher.favoriteLabel", { name: app.name })}
                      onClick={() => toggleFavorite(app)}
                      className="absolute top-0.5 right-0.5 grid size-7 place-items-center rounded-md text-ink-muted hover:bg-canvas hover:text-amber-600 aria-pressed:text-amber-600"
                    >
                      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
                        <path
                          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
                          fill={app.favorite ? "currentColor" : "none"}
                          stroke="currentColor"
                          strokeWidth="1.6"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="py-4 text-center text-sm text-ink-muted">
                {view.kind === "notFound" ? t("launcher.notFound") : t(`launcher.empty.${mode}`)}
              </p>
            )}
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
            <Link href="/apps" className="text-brand-700 underline" onClick={() => setOpen(false)}>
              {t("launcher.findApps")}
            </Link>
            {isAdmin ? (
              <Link href="/tenant_admin" className="text-brand-700 underline" onClick={() => setOpen(false)}>
                {t("launcher.manageApps")}
              </Link>
            ) : (
              <button
                type="button"
                className="text-brand-700 underline"
                onClick={() => {
                  setOpen(false);
                  if (blocked) {
                    const { screen } = BLOCKED_TENANT_ACCESS[blocked];
                    openDialog("tenantAccess", { screen, subdomain: tenantAccess?.subdomain ?? null });
                  } else openDialog("adminUserOnly");
                }}
              >
                {t("launcher.manageApps")}
              </button>
            )}
          </div>
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
