import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { loadPastTermsPage } from "@/features/editorial/load-terms-page";
import { termsMetadata } from "@/features/editorial/terms-metadata";
import { TermsView } from "@/features/editorial/terms-view";
import { PageFrame } from "@/features/shell/page-frame";

type TProps = { params: Promise<{ version: string }> };

async function load({ params }: TProps) {
  const { version } = await params;
  const page = await loadPastTermsPage("partner_terms", version);
  if (page === "latest") redirect("/partner-terms");
  if (!page) notFound();
  return page;
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  return termsMetadata("partner_terms", await load(props));
}

export default async function PartnerTermsVersionPage(props: TProps) {
  return (
    <PageFrame>
      <TermsView kind="partner_terms" page={await load(props)} />
    </PageFrame>
  );
}
