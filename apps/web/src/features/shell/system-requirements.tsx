"use client";

import Script from "next/script";
import { useT } from "@/i18n/use-t";

/**
 * SPEC §2 Page head: the system-requirements alert script loads after the page is interactive.
 * It shows the localised message when the browser lacks what the store needs.
 */
export function SystemRequirementsScript({ nonce }: { nonce?: string }) {
  const t = useT("shell");
  return (
    <Script
      id="system-requirements"
      src="/scripts/system-requirements.js"
      strategy="afterInteractive"
      nonce={nonce}
      data-message={t("systemRequirements")}
    />
  );
}
