"use client";

import type { ReactNode } from "react";
import { useMarketingQuery } from "@/client/storage/marketing-values";

/**
 * An external form's link in a new tab; with `withMarketingQuery` it carries the visit's stored
 * utm_* values (SPEC §2 tracking query fields), which only the browser knows.
 */
export function AppRequestLink({
  href,
  withMarketingQuery,
  className,
  children,
}: {
  href: string;
  withMarketingQuery: boolean;
  className: string;
  children: ReactNode;
}) {
  const marketingQuery = useMarketingQuery();
  const target = withMarketingQuery && marketingQuery ? `${href}?${marketingQuery}` : href;
  return (
    <a href={target} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
