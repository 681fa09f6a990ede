"use client";

import { useRouter } from "next/navigation";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useOptimistic, useTransition } from "react";
import { appListHref, type TAppListState } from "./app-list-url";

type TAppListContext = {
  /** The choices shown: the URL's, or the one just made while its page loads. */
  state: TAppListState;
  pending: boolean;
  /** Pushes the list's URL with the change (a history entry, so back restores the view). */
  navigate: (change: Partial<TAppListState>) => void;
};

const AppListContext = createContext<TAppListContext | null>(null);

export function AppListStateProvider({ state, children }: { state: TAppListState; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(state);
  const navigate = useCallback(
    (change: Partial<TAppListState>) => {
      const href = appListHref(optimistic, change);
      startTransition(() => {
        setOptimistic({ ...optimistic, ...change, page: change.page ?? 1 });
        router.push(href, { scroll: false });
      });
    },
    [optimistic, router, setOptimistic],
  );
  const value = useMemo(() => ({ state: optimistic, pending, navigate }), [optimistic, pending, navigate]);
  return <AppListContext.Provider value={value}>{children}</AppListContext.Provider>;
}

export function useAppList(): TAppListContext {
  const value = useContext(AppListContext);
  if (!value) throw new Error("useAppList outside AppListStateProvider");
  return value;
}

/** The results, dimmed and marked busy while the next view loads. */
export function AppListResults({ children }: { children: ReactNode }) {
  const { pending } = useAppList();
  return (
    <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity" : "transition-opacity"}>
      {children}
    </div>
  );
}
