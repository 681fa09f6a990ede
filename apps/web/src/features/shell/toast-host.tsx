"use client";

import { Toast } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useT } from "@/i18n/use-t";
import { readFlashMessage, writeFlashMessage } from "./flash-message";

/** SPEC §9: toasts close by themselves after 8000 ms, or by hand. */
export const TOAST_DURATION_MS = 8000;

type TToast = { id: number; message: string };
type TToastContext = {
  showToast: (message: string) => void;
  /** Shows the message after the next full page load (SPEC §4: persistent toast, then reload). */
  showToastAfterReload: (message: string) => void;
};

const ToastContext = createContext<TToastContext | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT("shell");
  const [toasts, setToasts] = useState<TToast[]>([]);

  const showToast = useCallback((message: string) => {
    setToasts((list) => [...list, { id: nextId++, message }]);
  }, []);
  const showToastAfterReload = useCallback((message: string) => writeFlashMessage(message), []);

  useEffect(() => {
    const flash = readFlashMessage();
    if (flash) showToast(flash);
  }, [showToast]);

  const value = useMemo(() => ({ showToast, showToastAfterReload }), [showToast, showToastAfterReload]);
  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="left" label={t("notifications")}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            onOpenChange={(open) => !open && dismiss(toast.id)}
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
    </ToastContext.Provider>
  );
}

export function useToast(): TToastContext {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast outside ToastProvider");
  return value;
}
