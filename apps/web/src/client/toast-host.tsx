"use client";

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { readFlashMessage, writeFlashMessage } from "./storage/flash-message";
import type { TToast } from "./toast-list";

// The toasts' radix machinery loads with the first toast, not with every page (issue 12).
const ToastList = lazy(() => import("./toast-list").then((m) => ({ default: m.ToastList })));

type TToastContext = {
  showToast: (message: string) => void;
  /** Shows the message after the next full page load (SPEC §4: persistent toast, then reload). */
  showToastAfterReload: (message: string) => void;
};

const ToastContext = createContext<TToastContext | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<TToast[]>([]);
  // Once shown, the list stays mounted so the last toast can close with its animation.
  const [listNeeded, setListNeeded] = useState(false);

  const showToast = useCallback((message: string) => {
    setToasts((list) => [...list, { id: nextId++, message }]);
    setListNeeded(true);
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
      {children}
      {listNeeded ? (
        <Suspense>
          <ToastList toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): TToastContext {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast outside ToastProvider");
  return value;
}
