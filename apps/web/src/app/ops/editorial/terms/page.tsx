import type { Metadata } from "next";
import { TermsVersionListView } from "@/features/console/editorial-console/terms/components/terms-version-list-view";
import { listTermsVersions } from "@/features/console/editorial-console/terms/server/list-terms-versions";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTerms.list");
  return pageMetadata({ title: t("title"), noIndex: true });
}

export default async function OpsTermsPage() {
  await requirePrincipal("operator");
  return <TermsVersionListView list={await listTermsVersions(await getDb())} />;
}
