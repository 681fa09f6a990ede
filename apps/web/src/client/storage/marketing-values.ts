"use client";

import { useEffect, useState } from "react";
import { guardedStorage } from "./browser-storage";

/**
 * SPEC §3: the utm_* values are kept in session storage for the visit; the store's own values
 * (source, medium, campaign, content, term) are kept in local storage, so they outlive the visit.
 * Where storage is blocked, nothing is kept.
 */
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content"] as const;
const LOCAL_KEYS = ["source", "medium", "campaign", "content", "term"] as const;
const STORAGE_PREFIX = "hrstore_";

type TLocalMarketingValues = Partial<Record<(typeof LOCAL_KEYS)[number], string>>;

/** Stores the marketing values present in the current URL: utm_* for the visit, the local ones for longer. */
export function captureMarketingValues(search: string): void {
  const params = new URLSearchParams(search);
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) guardedStorage("session").setItem(`${STORAGE_PREFIX}${key}`, value);
  }
  for (const key of LOCAL_KEYS) {
    const value = params.get(key);
    if (value) guardedStorage("local").setItem(`${STORAGE_PREFIX}${key}`, value);
  }
}

/** The local marketing values kept from earlier landings (SPEC §3). */
export function readLocalMarketingValues(): TLocalMarketingValues {
  const values: TLocalMarketingValues = {};
  for (const key of LOCAL_KEYS) {
    const value = guardedStorage("local").getItem(`${STORAGE_PREFIX}${key}`);
    if (value) values[key] = value;
  }
  return values;
}

/** The visit's utm_* values (SPEC §3), as session storage keeps them. */
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

/**
 * The visit's utm_* values under the request bodies' names (SPEC §3 Install request payload): the
 * install, and (issue 29) the document, contact and trial requests carry them for their events.
 */
export function campaignBody(): { utmSource?: string; utmMedium?: string; utmCampaign?: string; utmContent?: string } {
  const utm = readMarketingValues();
  return {
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmContent: utm.utm_content,
  };
}

/** The stored values as a query string for external forms (SPEC §2 tracking query fields). */
export function useMarketingQuery(): string {
  const [query, setQuery] = useState("");
  useEffect(() => {
    captureMarketingValues(location.search);
    setQuery(new URLSearchParams({ ...readMarketingValues(), ...readLocalMarketingValues() }).toString());
  }, []);
  return query;
}
