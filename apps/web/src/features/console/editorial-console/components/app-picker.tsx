"use client";

import { useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import type { TAppChoice } from "../server/list-editorial-items";

/** An app an editorial item can list. */

const button =
  "min-h-9 rounded border border-line bg-white px-2 py-1 text-sm hover:bg-canvas focus-visible:outline-2 disabled:opacity-50";
const SHOWN_MATCHES = 8;

type TProps = {
  label: string;
  apps: TAppChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
  max: number;
  disabled: boolean;
};

/** The apps an item lists, in order: search to add, then move up, down or remove each; changes are read out. */
export function AppPicker({ label, apps, value, onChange, max, disabled }: TProps) {
  const t = useT("opsEditorial.appPicker");
  const id = useId();
  const [query, setQuery] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const byId = new Map(apps.map((app) => [app.id, app]));
  const needle = query.trim().toLowerCase();
  const matches =
    needle === ""
      ? []
      : apps
          .filter((app) => !value.includes(app.id))
          .filter((app) => app.name.toLowerCase().includes(needle) || app.code.toLowerCase().includes(needle))
          .slice(0, SHOWN_MATCHES);
  const nameOf = (appId: number) => byId.get(appId)?.name ?? `#${appId}`;

  const set = (ids: number[], message: string) => {
    onChange(ids);
    setAnnouncement(message);
  };
  const move = (index: number, step: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + step, 0, moved);
    set(next, t("moved", { name: nameOf(moved), position: index + step + 1 }));
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-app-picker="">
      <legend className="mb-1 text-sm font-bold">{label}</legend>
      {value.length === 0 ? <p className="text-sm text-ink-muted">{t("none")}</p> : null}
      <ol className="flex flex-col gap-2" aria-label={t("chosen")}>
        {value.map((appId, index) => (
          <li key={appId} className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-white p-2">
            <span className="min-w-0 flex-1 break-words text-sm">
              {index + 1}. {nameOf(appId)}
            </span>
            <button
              type="button"
              className={button}
              disabled={disabled || index === 0}
              aria-label={t("moveUp", { name: nameOf(appId) })}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={button}
              disabled={disabled || index === value.length - 1}
              aria-label={t("moveDown", { name: nameOf(appId) })}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={button}
              disabled={disabled}
              aria-label={t("remove", { name: nameOf(appId) })}
              onClick={() =>
                set(
                  value.filter((other) => other !== appId),
                  t("removed", { name: nameOf(appId) }),
                )
              }
            >
              {t("removeShort")}
            </button>
          </li>
        ))}
      </ol>
      <label htmlFor={`${id}-search`} className="text-sm">
        {t("search")}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
        value={query}
        disabled={disabled || value.length >= max}
        onChange={(event) => setQuery(event.target.value)}
      />
      {matches.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t("matches")}>
          {matches.map((app) => (
            <li key={app.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-words">
                {app.name} <span className="text-ink-muted">({app.code})</span>
              </span>
              <button
                type="button"
                className={button}
                disabled={disabled}
                aria-label={t("add", { name: app.name })}
                onClick={() => set([...value, app.id], t("added", { name: app.name }))}
              >
                {t("addShort")}
              </button>
            </li>
          ))}
        </ul>
      ) : needle !== "" ? (
        <p className="text-sm text-ink-muted">{t("noMatch")}</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
