import { getTranslations } from "next-intl/server";

/**
 * SPEC §2 Page head: the system-requirements alert script runs once the page is interactive (a
 * deferred script runs as the document turns 'interactive'). It shows the localised message when
 * the browser lacks what the store needs. A plain script from the server: no client code for it.
 */
export async function SystemRequirementsScript({ nonce }: { nonce?: string }) {
  const t = await getTranslations("shell");
  return (
    <script
      id="system-requirements"
      src="/scripts/system-requirements.js"
      defer
      nonce={nonce}
      data-message={t("systemRequirements")}
    />
  );
}
