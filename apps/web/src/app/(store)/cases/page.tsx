import type { Metadata } from "next";
import { CaseListView } from "@/features/store/editorial/components/cases-view";
import { loadCases } from "@/features/store/editorial/server/page-loaders";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("cases");
  return pageMetadata({ title: t("title"), description: t("metaDescription"), noIndex: false });
}

export default async function CasesPage() {
  return (
    <PageFrame>
      <CaseListView cases={await loadCases()} />
    </PageFrame>
  );
}
