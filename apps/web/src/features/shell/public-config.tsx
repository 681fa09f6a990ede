"use client";

import { createContext, type ReactNode, useContext } from "react";
// Rendered at the root of every page, so this runs before any client component parses anything.
import "./zod-without-eval";

/** The settings client components may know: names and external links, never secrets. */
export type TPublicConfig = {
  baseUrl: string;
  storeName: string;
  suiteName: string;
  suiteUrl: string;
  links: {
    operatingCompany: string;
    privacyPolicy: string;
    partnersDeveloper: string;
    helpArticle: string;
    help: string;
    school: string;
    releaseNotes: string;
    appRequestForm: string;
    partnerContactForm: string;
    contactForm: string;
  };
};

const PublicConfigContext = createContext<TPublicConfig | null>(null);

export function PublicConfigProvider({ value, children }: { value: TPublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): TPublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error("usePublicConfig outside PublicConfigProvider");
  return value;
}
