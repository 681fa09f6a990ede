import type { Metadata } from "next";
import { loadTermsPage } from "@/features/editorial/load-terms-page";
import { termsMetadata } from "@/features/editorial/terms-metadata";
import { TermsView } from "@/features/editorial/terms-view";
import { PageFrame } from "@/features/shell/page-frame";

export async function generateMetadata(): Promise<Metadata> {
  return termsMetadata("partner_api_terms", await loadTermsPage("partner_api_terms"));
}

export default async function PartnerApiTermsPage() {
  return (
    <PageFrame>
      <TermsView kind="partner_api_terms" page={await loadTermsPage("partner_api_terms")} />
    </PageFrame>
  );
}
