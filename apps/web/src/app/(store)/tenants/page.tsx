import type { Metadata } from "next";
import { loadTopCategories } from "@/features/store/editorial/server/page-loaders";
import { TenantsView } from "@/features/store/editorial/components/tenants-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("tenantsPage");
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription") });
}

export default async function TenantsPage() {
  return (
    <PageFrame>
      <TenantsView categories={await loadTopCategories()} />
    </PageFrame>
  );
}
