import type { Metadata } from "next";
import { loadTermsPage } from "@/features/editorial/load-terms-page";
import { termsMetadata } from "@/features/editorial/terms-metadata";
import { TermsView } from "@/features/editorial/terms-view";
import { PageFrame } from "@/features/shell/page-frame";

export async function generateMetadata(): Promise<Metadata> {
  return termsMetadata("terms", await loadTermsPage("terms"));
}

export default async function TermsPage() {
  return (
    <PageFrame>
      <TermsView kind="terms" page={await loadTermsPage("terms")} />
    </PageFrame>
  );
}
