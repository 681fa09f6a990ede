import type { Metadata } from "next";
import { CampaignListView } from "@/features/store/editorial/components/campaigns-view";
import { loadRunningCampaigns } from "@/features/store/editorial/server/page-loaders";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("campaigns");
  return pageMetadata({ title: t("title"), description: t("metaDescription"), noIndex: false });
}

export default async function CampaignsPage() {
  return (
    <PageFrame>
      <CampaignListView campaigns={await loadRunningCampaigns()} />
    </PageFrame>
  );
}
