import type { Metadata } from "next";
import { AboutView } from "@/features/store/editorial/components/about-view";
import { loadStoreFigures } from "@/features/store/editorial/server/page-loaders";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("about");
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription") });
}

export default async function AboutPage() {
  return (
    <PageFrame footer="about">
      <AboutView figures={await loadStoreFigures()} />
    </PageFrame>
  );
}
