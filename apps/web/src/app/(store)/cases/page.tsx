import type { Metadata } from "next";
import { CaseListView } from "@/features/editorial/cases-view";
import { loadCases } from "@/features/editorial/page-loaders";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

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
