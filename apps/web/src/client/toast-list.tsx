"use client";

import { Toast } from "radix-ui";
import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";

/** SPEC §9: toasts close by themselves after 8000 ms, or by hand. */
export const TOAST_DURATION_MS = 8000;

export type TToast = { id: number; message: string };

/** The toasts on screen (SPEC §9), with radix's announcements, swipe and F8 focus. */
export function ToastList({ toasts, onDismiss }: { toasts: TToast[]; onDismiss: (id: number) => void }): ReactNode {
  const t = useT("shell");
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="left" label={t("notifications")}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          onOpenChange={(open) => !open && onDismiss(toast.id)}
          className="flex items-start gap-3 rounded-lg bg-ink px-4 py-3 text-sm text-white shadow-lg"
        >
          <Toast.Description className="flex-1">{toast.message}</Toast.Description>
          <Toast.Close aria-label={t("close")} className="-m-1 rounded p-1 text-white/80 hover:text-white">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-4 left-4 z-[60] flex w-[min(420px,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
