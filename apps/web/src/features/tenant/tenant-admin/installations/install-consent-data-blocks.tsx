import "server-only";
import { INSTALL_CONSENT_DATA } from "./install-consent-data";
import type { TInstallConsent } from "./tenant-admin-client";

/**
 * Issue 27 item 4: the scopes each install dialog this page may open lists, as JSON data blocks
 * the dialog reads when opened (install-consent-section.tsx).
 */
export function InstallConsentData({ consents }: { consents: { code: string; consent: TInstallConsent | null }[] }) {
  return consents.map(({ code, consent }) =>
    consent ? (
      <script
        key={code}
        type="application/json"
        {...{ [INSTALL_CONSENT_DATA]: code }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, from our own data
        dangerouslySetInnerHTML={{ __html: JSON.stringify(consent).replace(/</g, "\\u003c") }}
      />
    ) : null,
  );
}
