import type { Metadata } from "next";
import { AreaPage } from "@/ui/area-page";
import { WebhookSettingsPanel } from "@/features/platform/webhooks/components/webhook-settings-panel";
import { webhookSettingsOf } from "@/features/platform/webhooks/webhook-settings";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerWebhooks");
  return pageMetadata({ title: t("metaTitle") });
}

/** /developers/webhooks: the provider's lifecycle webhook, its secret and its deliveries. */
export default async function WebhooksPage() {
  const principal = await requirePrincipal("providerUser");
  const [t, settings] = await Promise.all([getT("developerWebhooks"), webhookSettingsOf(await getDb(), principal)]);
  return (
    <AreaPage title={t("title")} lead={t("intro")}>
      <WebhookSettingsPanel settings={settings} />
    </AreaPage>
  );
}
