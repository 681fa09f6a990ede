import type { Metadata } from "next";
import { loadTermsPage } from "@/features/editorial/load-terms-page";
import { termsMetadata } from "@/features/editorial/terms-metadata";
import { TermsView } from "@/features/editorial/terms-view";
import { PageFrame } from "@/features/shell/page-frame";

export async function generateMetadata(): Promise<Metadata> {
  return termsMetadata("partner_terms", await loadTermsPage("partner_terms"));
}

export default async function PartnerTermsPage() {
  return (
    <PageFrame>
      <TermsView kind="partner_terms" page={await loadTermsPage("partner_terms")} />
    </PageFrame>
  );
}
