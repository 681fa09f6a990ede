import type { Metadata } from "next";
import { NewTermsVersionView } from "@/features/editorial-console/terms/components/new-terms-version-view";
import { loadNewTermsVersion } from "@/features/editorial-console/terms/server/load-new-terms-version";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTerms.page");
  return pageMetadata({ title: t("newTitle"), noIndex: true });
}

export default async function NewOpsTermsVersionPage({
  searchParams,
}: {
  searchParams: Promise<{ kind?: string | string[] }>;
}) {
  await requirePrincipal("operator");
  const { kind } = await searchParams;
  const start = await loadNewTermsVersion(await getDb(), typeof kind === "string" ? kind : undefined);
  return <NewTermsVersionView start={start} />;
}
