import type { Metadata } from "next";
import { loadTermsPage } from "@/features/store/editorial/server/load-terms-page";
import { termsMetadata } from "@/features/store/editorial/server/terms-metadata";
import { TermsView } from "@/features/store/editorial/components/terms-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";

export async function generateMetadata(): Promise<Metadata> {
  return termsMetadata("labs_terms", await loadTermsPage("labs_terms"));
}

export default async function LabsTermsPage() {
  return (
    <PageFrame>
      <TermsView kind="labs_terms" page={await loadTermsPage("labs_terms")} />
    </PageFrame>
  );
}
