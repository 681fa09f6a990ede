import type { Metadata } from "next";
import { loadTermsPage } from "@/features/store/editorial/server/load-terms-page";
import { termsMetadata } from "@/features/store/editorial/server/terms-metadata";
import { TermsView } from "@/features/store/editorial/components/terms-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";

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
