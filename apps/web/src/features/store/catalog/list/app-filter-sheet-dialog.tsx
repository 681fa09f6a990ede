"use client";

import { Dialog } from "radix-ui";
import { useT } from "@/i18n/use-t";
import { AppFilterPanel } from "./app-filter-panel";
import type { TAppFacets } from "../catalog-types";

/** The filter sheet itself (AppFilterSheet opens it): the filters in a dialog from the bottom edge. */
export function AppFilterSheetDialog({
  facets,
  total,
  totalCapped,
  open,
  onOpenChange,
}: {
  facets: TAppFacets;
  total: number;
  totalCapped: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT("catalog.filters");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-fade fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="dialog-fade fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="font-bold">{t("sheetTitle")}</Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded hover:bg-canvas">
              <span className="sr-only">{t("closeSheet")}</span>
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                <path d="M4 4l10 10M14 4L4 14" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("sheetDescription")}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <AppFilterPanel facets={facets} idPrefix="sheet" />
          </div>
          <div className="border-t border-line p-4">
            <Dialog.Close className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700">
              {t("showResults", { count: total, more: String(totalCapped) })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
