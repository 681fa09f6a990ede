"use client";

import type { TDialogKind } from "@store/domain/enums";
import { usePathname, useSearchParams } from "next/navigation";
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** A dialog's kind and whatever its component needs to render. */
export type TOpenDialog = { kind: TDialogKind; props?: Record<string, unknown> };

/** What the dialog registry (app/_shell/dialog-renderer.tsx) hands each dialog component. */
export type TDialogComponentProps = { open: boolean; props: Record<string, unknown>; onClose: () => void };

type TDialogContext = {
  dialog: TOpenDialog | null;
  openDialog: (kind: TDialogKind, props?: Record<string, unknown>) => void;
  closeDialog: () => void;
  /**
   * Replaces the address without navigating (history.replaceState), for a dialog with an address
   * of its own (SPEC §2 Document-request dialog address); the change does not close the dialog.
   */
  replaceAddress: (path: string) => void;
};

const DialogContext = createContext<TDialogContext | null>(null);

/** How long a closing dialog takes to leave (its fade), after which the focus is checked. */
const CLOSE_SETTLE_MS = 400;

/**
 * The control that opened the dialogs, focused again once they are closed when the focus was left
 * on the page's body: the shell opens dialogs from many places without a Radix trigger, and a
 * control that re-rendered meanwhile is not the element Radix remembers.
 */
function useFocusReturn(dialog: TOpenDialog | null) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    // Replacing an open dialog keeps the first opener.
    if (!opener.current && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, []);
  useEffect(() => {
    if (dialog || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    const refocus = () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && element.isConnected) element.focus();
    };
    const timers = [setTimeout(refocus, 0), setTimeout(refocus, CLOSE_SETTLE_MS)];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [dialog]);
  return remember;
}

/**
 * SPEC §2 Shell: one dialog visible at a time. Opening one replaces the visible one; a completed
 * route change closes it. Closing it gives the focus back to the control that opened it.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<TOpenDialog | null>(null);
  const rememberOpener = useFocusReturn(dialog);
  const openDialog = useCallback(
    (kind: TDialogKind, props?: Record<string, unknown>) => {
      rememberOpener();
      setDialog({ kind, props });
    },
    [rememberOpener],
  );
  const closeDialog = useCallback(() => setDialog(null), []);
  const ownAddress = useRef<string | null>(null);
  const replaceAddress = useCallback((path: string) => {
    if (window.location.pathname === path) return;
    ownAddress.current = path;
    window.history.replaceState(null, "", path);
  }, []);
  const closeOnRouteChange = useCallback(
    (pathname: string) => {
      // The dialog's own address change is not a navigation away from it.
      if (ownAddress.current === pathname) {
        ownAddress.current = null;
        return;
      }
      closeDialog();
    },
    [closeDialog],
  );
  const value = useMemo(
    () => ({ dialog, openDialog, closeDialog, replaceAddress }),
    [dialog, openDialog, closeDialog, replaceAddress],
  );

  return (
    <DialogContext.Provider value={value}>
      {/* Its own boundary: useSearchParams must not hold the page back, or notFound() and
          redirect() inside a page could no longer set the response status. */}
      <Suspense>
        <CloseOnRouteChange onChange={closeOnRouteChange} />
      </Suspense>
      {children}
    </DialogContext.Provider>
  );
}

function CloseOnRouteChange({ onChange }: { onChange: (pathname: string) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = `${pathname}?${search}`;
  const lastRoute = useRef(route);
  useEffect(() => {
    if (lastRoute.current !== route) {
      lastRoute.current = route;
      onChange(pathname);
    }
  }, [route, pathname, onChange]);
  return null;
}

export function useDialog(): TDialogContext {
  const value = useContext(DialogContext);
  if (!value) throw new Error("useDialog outside DialogProvider");
  return value;
}
