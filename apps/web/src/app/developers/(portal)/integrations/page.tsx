import type { Metadata } from "next";
import { AreaPage } from "@/ui/area-page";
import { integrationsPageData } from "@/features/portal/integrations/index.server";
import { IntegrationsPanel } from "@/features/portal/integrations/components/integrations-panel";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requestLocale } from "@/server/pages/request-locale";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerIntegrations");
  return pageMetadata({ title: t("metaTitle") });
}

/** /developers/integrations: the provider's OAuth clients and add-ons at the parent service (issue 27). */
export default async function IntegrationsPage() {
  const principal = await requirePrincipal("providerUser");
  const [t, data] = await Promise.all([
    getT("developerIntegrations"),
    integrationsPageData(await getDb(), principal, await requestLocale()),
  ]);
  return (
    <AreaPage title={t("title")} lead={t("intro")}>
      <IntegrationsPanel
        clients={data.clients}
        addons={data.addons}
        scopes={data.scopes}
        addonScopes={data.addonScopes}
      />
    </AreaPage>
  );
}
