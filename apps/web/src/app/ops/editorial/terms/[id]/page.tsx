import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TermsVersionPageView } from "@/features/editorial-console/terms/components/terms-version-page-view";
import { findOpsTermsVersion } from "@/features/editorial-console/terms/server/get-terms-version";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTerms.list");
  return pageMetadata({ title: t("title"), noIndex: true });
}

export default async function OpsTermsVersionPage({ params }: TProps) {
  await requirePrincipal("operator");
  const { id } = ZRowIdParams.parse(await params);
  const version = await findOpsTermsVersion(await getDb(), id);
  if (!version) notFound();
  return <TermsVersionPageView version={version} />;
}
