import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { loadPastTermsPage } from "@/features/store/editorial/server/load-terms-page";
import { termsMetadata } from "@/features/store/editorial/server/terms-metadata";
import { TermsView } from "@/features/store/editorial/components/terms-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = { params: z.object({ version: z.string() }) };

async function load(props: TPageProps) {
  const { params } = await pageInput(SPEC, props);
  const page = await loadPastTermsPage("partner_terms", params.version);
  if (page === "latest") redirect("/partner-terms");
  if (!page) notFound();
  return page;
}

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  return termsMetadata("partner_terms", await load(props));
}

export default async function PartnerTermsVersionPage(props: TPageProps) {
  return (
    <PageFrame>
      <TermsView kind="partner_terms" page={await load(props)} />
    </PageFrame>
  );
}
