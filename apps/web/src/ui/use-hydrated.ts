"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while the server renders and the page hydrates, true once it is live (local times, clicks). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
