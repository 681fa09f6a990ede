"use client";

import { BLOCKED_TENANT_ACCESS, blockedActionScreen, type TTenantAccess } from "@store/domain/tenant-access";
import { useId } from "react";
import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";
import { Link } from "@/ui/store-link";
import {
  LAUNCHER_MODES,
  LAUNCHER_SORTS,
  type TLauncherApp,
  type TLauncherMode,
  type TLauncherSort,
  type TLauncherView,
} from "../launcher-apps";

// The parts of the app launcher's popover (app-launcher.tsx), top to bottom.

/** Favourite or all apps. */
export function LauncherModeSwitch({
  mode,
  onChange,
}: {
  mode: TLauncherMode;
  onChange: (mode: TLauncherMode) => void;
}) {
  const t = useT("account");
  return (
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
            onChange={() => onChange(value)}
            className="sr-only"
          />
          {t(`launcher.mode.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The search field and the sort order. */
export function LauncherSearchBar({
  ids,
  query,
  onQueryChange,
  sort,
  onSortChange,
}: {
  ids: { search: string; sort: string };
  query: string;
  onQueryChange: (query: string) => void;
  sort: TLauncherSort;
  onSortChange: (sort: TLauncherSort) => void;
}) {
  const t = useT("account");
  return (
    <div className="mb-3 flex gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={ids.search} className="sr-only">
          {t("launcher.searchLabel")}
        </label>
        <input
          id={ids.search}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
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
          onChange={(event) => onSortChange(event.target.value as TLauncherSort)}
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
  );
}

/** The apps with their stars, or why there are none; loading until they arrive (apps null). */
export function LauncherAppGrid({
  apps,
  view,
  mode,
  onToggleFavorite,
}: {
  apps: readonly TLauncherApp[] | null;
  view: TLauncherView;
  mode: TLauncherMode;
  onToggleFavorite: (app: TLauncherApp) => void;
}) {
  const t = useT("account");
  const newTabId = useId();
  return (
    <div role="status" aria-busy={apps === null} className="min-h-16">
      <span id={newTabId} hidden>
        {t("launcher.newTab")}
      </span>
      {apps === null ? (
        <p className="py-4 text-center text-sm text-ink-muted">{t("launcher.loading")}</p>
      ) : view.kind === "apps" ? (
        <ul className="grid grid-cols-3 gap-2">
          {view.apps.map((app) => (
            <li key={app.code} className="relative">
              {/* Issue 31: a logo, the whole name (two lines, all of it as the tooltip); an app with
                  its own address opens there in a new tab, one without opens its store page here. */}
              <a
                href={app.url ?? `/apps/${app.code}`}
                title={app.name}
                aria-describedby={app.url ? newTabId : undefined}
                data-launcher-app={app.code}
                {...(app.url ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="flex flex-col items-center gap-1 rounded-lg px-1 pt-2 pb-2 text-center text-xs hover:bg-canvas"
              >
                {/* biome-ignore lint/performance/noImgElement: small SVG logos served as they are */}
                <img
                  src={app.logoImage ?? `/img/apps/${app.code}/logo.svg`}
                  alt=""
                  width={32}
                  height={32}
                  className="size-8 rounded-md border border-line"
                />
                <span className="line-clamp-2 w-full break-words leading-snug">{app.name}</span>
              </a>
              <button
                type="button"
                aria-pressed={app.favorite}
                aria-label={t("launcher.favoriteLabel", { name: app.name })}
                onClick={() => onToggleFavorite(app)}
                className="absolute top-0 right-0 grid size-7 place-items-center rounded-md text-ink-muted hover:bg-canvas hover:text-amber-600 aria-pressed:text-amber-600"
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
  );
}

/**
 * Finding apps, and managing them: an admin goes to the admin area, anyone else gets the
 * admin-only dialog, or the screen of the state the parent service blocks their tenant in.
 */
export function LauncherFooter({
  isAdmin,
  tenantAccess,
  onClose,
}: {
  isAdmin: boolean;
  tenantAccess: { access: TTenantAccess; subdomain: string | null } | null;
  onClose: () => void;
}) {
  const t = useT("account");
  const { openDialog } = useDialog();
  const blocked = blockedActionScreen("admin", tenantAccess?.access ?? null);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
      <Link href="/apps" className="text-brand-700 underline" onClick={onClose}>
        {t("launcher.findApps")}
      </Link>
      {isAdmin ? (
        <Link href="/tenant_admin" className="text-brand-700 underline" onClick={onClose}>
          {t("launcher.manageApps")}
        </Link>
      ) : (
        <button
          type="button"
          className="text-brand-700 underline"
          onClick={() => {
            onClose();
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
  );
}
