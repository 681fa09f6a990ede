import type { Metadata } from "next";
import { loadSpecials } from "@/features/store/editorial/server/page-loaders";
import { SpecialListView } from "@/features/store/editorial/components/specials-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("specials");
  return pageMetadata({ title: t("title"), description: t("metaDescription"), noIndex: false });
}

export default async function SpecialsPage() {
  return (
    <PageFrame>
      <SpecialListView specials={await loadSpecials()} />
    </PageFrame>
  );
}
