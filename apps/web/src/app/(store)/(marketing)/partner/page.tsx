import type { Metadata } from "next";
import { PartnerView } from "@/features/store/editorial/components/partner-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("partner");
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription") });
}

export default function PartnerPage() {
  return (
    <PageFrame>
      <PartnerView />
    </PageFrame>
  );
}
