"use client";

import { useEffect, useState } from "react";
import { guardedStorage } from "./browser-storage";

/** SPEC §3: the utm_* values are kept in session storage for the visit (nowhere, where it is blocked). */
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content"] as const;
const STORAGE_PREFIX = "hrstore_";

/** Stores utm_* values present in the current URL for the rest of the visit. */
export function captureMarketingValues(search: string): void {
  const params = new URLSearchParams(search);
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) guardedStorage("session").setItem(`${STORAGE_PREFIX}${key}`, value);
  }
}

export function readMarketingValues(): Partial<Record<(typeof UTM_KEYS)[number], string>> {
  const values: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = guardedStorage("session").getItem(`${STORAGE_PREFIX}${key}`);
    if (value) values[key] = value;
  }
  return values;
}

/** Renders nothing: keeps the landing URL's utm_* values for the visit, on every store page. */
export function MarketingValuesCapture(): null {
  useEffect(() => captureMarketingValues(location.search), []);
  return null;
}

/** The stored values as a query string for external forms (SPEC §2 tracking query fields). */
export function useMarketingQuery(): string {
  const [query, setQuery] = useState("");
  useEffect(() => {
    captureMarketingValues(location.search);
    setQuery(new URLSearchParams(readMarketingValues()).toString());
  }, []);
  return query;
}
