"use client";

import { APP_SORTS, type TAppSort } from "@store/domain/enums";
import { useT } from "@/i18n/use-t";
import { useAppList } from "./app-list-state";
import { isAppSort } from "./app-list-url";

/** latest | popular | featured, and relevance while there is a query (then the default). */
export function AppSortSelect() {
  const t = useT("catalog.sort");
  const { state, navigate } = useAppList();
  const searching = state.q.trim().length > 0;
  const fallback = searching ? "relevance" : "featured";
  const options: (TAppSort | "relevance")[] = searching ? ["relevance", ...APP_SORTS] : [...APP_SORTS];
  const ordered = options.sort((a, b) => (a === fallback ? -1 : b === fallback ? 1 : 0));
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <label htmlFor="app-sort" className="shrink-0 text-ink-muted">
        {t("label")}
      </label>
      <select
        id="app-sort"
        value={state.sort ?? fallback}
        onChange={(event) => {
          const value = event.target.value;
          navigate({ sort: value !== fallback && isAppSort(value) ? value : null });
        }}
        className="min-w-0 max-w-full rounded-lg border border-line bg-white px-2 py-1.5"
      >
        {ordered.map((sort) => (
          <option key={sort} value={sort}>
            {t(sort)}
          </option>
        ))}
      </select>
    </div>
  );
}
