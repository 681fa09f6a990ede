import type { Metadata } from "next";
import { loadTermsPage } from "@/features/editorial/load-terms-page";
import { termsMetadata } from "@/features/editorial/terms-metadata";
import { TermsView } from "@/features/editorial/terms-view";
import { PageFrame } from "@/features/shell/page-frame";

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
