import type { Metadata } from "next";
import { LeadListView } from "@/features/store/contact-request/components/lead-list-view";
import { listLeadsOf } from "@/features/store/contact-request/list-provider-leads";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerLeads");
  return pageMetadata({ title: t("metaTitle") });
}

/** /developers/leads: the demo, inquiry and trial requests to the provider's own apps. */
export default async function LeadsPage() {
  const principal = await requirePrincipal("providerUser");
  return <LeadListView leads={await listLeadsOf(await getDb(), principal)} />;
}
