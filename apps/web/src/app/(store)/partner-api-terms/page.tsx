import type { Metadata } from "next";
import { loadTermsPage } from "@/features/store/editorial/server/load-terms-page";
import { termsMetadata } from "@/features/store/editorial/server/terms-metadata";
import { TermsView } from "@/features/store/editorial/components/terms-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";

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
