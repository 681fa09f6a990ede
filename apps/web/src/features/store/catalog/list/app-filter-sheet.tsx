"use client";

import { lazy, Suspense, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useAppList } from "./app-list-state";
import type { TAppFacets } from "../catalog-types";

// The sheet's dialog machinery loads when the sheet is first opened (issue 12: not in the first load).
const AppFilterSheetDialog = lazy(() =>
  import("./app-filter-sheet-dialog").then((m) => ({ default: m.AppFilterSheetDialog })),
);

/** Below 960 px the filters live in a sheet opened from a button above the results. */
export function AppFilterSheet({
  facets,
  total,
  totalCapped,
}: {
  facets: TAppFacets;
  total: number;
  /** More apps match than `total`, where counting stopped. */
  totalCapped: boolean;
}) {
  const t = useT("catalog.filters");
  const { state } = useAppList();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const chosen = state.categories.length + (state.plan ? 1 : 0) + (state.campaign ? 1 : 0) + (state.minRating ? 1 : 0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2 text-sm font-bold md:hidden"
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
        {chosen > 0 ? t("openSheetCount", { count: chosen }) : t("openSheet")}
      </button>
      {opened ? (
        <Suspense>
          <AppFilterSheetDialog
            facets={facets}
            total={total}
            totalCapped={totalCapped}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
