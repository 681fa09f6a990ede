import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { ProviderDetailView } from "@/features/console/ops-providers/components/provider-detail-view";
import { getAppProviderConsole } from "@/features/console/ops-providers/server/get-app-provider-console";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { ZPageIdParams } from "@/server/pages/page-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsProviders.detail");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** One app provider in the console: its users and apps. */
export default page({ auth: "operator", params: ZPageIdParams }, async ({ params }) => {
  const provider = await getAppProviderConsole(await getDb(), params.id);
  if (!provider) notFound();
  return (
    <OpsClientMessages namespaces={["opsProviders"]}>
      <ProviderDetailView provider={provider} />
    </OpsClientMessages>
  );
});
