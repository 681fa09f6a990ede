"use client";

import { useTranslations } from "next-intl";
import { usePublicConfig } from "@/server/public/public-config-context";

type TValues = Record<string, string | number | Date>;

/**
 * useTranslations with the store and suite names (configuration, ARCHITECTURE.md) supplied to
 * every message as {store} and {suite}.
 */
export function useT(namespace?: string) {
  const t = useTranslations(namespace);
  const { storeName, suiteName } = usePublicConfig();
  return (key: string, values?: TValues) => t(key, { store: storeName, suite: suiteName, ...values });
}
