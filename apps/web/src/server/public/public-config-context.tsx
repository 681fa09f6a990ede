"use client";
import { createContext, type ReactNode, useContext } from "react";
import type { TPublicConfig } from "./public-config";

const PublicConfigContext = createContext<TPublicConfig | null>(null);

export function PublicConfigProvider({ value, children }: { value: TPublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): TPublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error("usePublicConfig outside PublicConfigProvider");
  return value;
}
