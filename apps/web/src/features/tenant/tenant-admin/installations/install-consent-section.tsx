"use client";

import { useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import { ConsentScopes } from "./consent-scopes";
import { INSTALL_CONSENT_DATA } from "./install-consent-data";
import { type TInstallConsent, ZInstallConsent } from "./tenant-admin-client";

/** The scopes the app page rendered for the install (install-consent-data.ts); null when it has none. */
function consentOnPage(code: string): TInstallConsent | null {
  const block = document.querySelector(`script[${INSTALL_CONSENT_DATA}="${CSS.escape(code)}"]`);
  if (!block?.textContent) return null;
  try {
    const parsed = ZInstallConsent.safeParse(JSON.parse(block.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Issue 27 item 4: the install dialog's list of what the admin grants, before the terms box: from
 * the opener's props, else from the app page's data block. Nothing when the app asks no scopes.
 */
export function InstallConsentSection({
  app,
}: {
  app: { code: string; name: string; consent: TInstallConsent | null };
}) {
  const t = useT("dialogs.installApp.scopes");
  const headingId = useId();
  const [consent] = useState(() => app.consent ?? consentOnPage(app.code));
  if (!consent) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5" data-install-consent="">
      <h3 id={headingId} className="text-sm font-bold">
        {t("heading", { name: app.name })}
      </h3>
      <ConsentScopes
        consent={consent}
        headingLevel="h4"
        texts={{ read: t("read"), write: t("write"), catalogueMissing: t("catalogueMissing") }}
      />
    </section>
  );
}
