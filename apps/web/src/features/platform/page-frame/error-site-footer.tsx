"use client";

import { useT } from "@/i18n/use-t";
import { FooterView } from "./footer-view";
import { usePublicConfig } from "@/server/public/public-config-context";

/** The error variant of the footer for the error boundaries, which render in the browser. */
export function ErrorSiteFooter() {
  const t = useT("footer");
  const { links } = usePublicConfig();
  return <FooterView t={t} links={links} variant="error" />;
}
