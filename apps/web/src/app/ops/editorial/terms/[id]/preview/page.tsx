import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TermsPreviewView } from "@/features/editorial-console/terms/components/terms-preview-view";
import { loadTermsPreview } from "@/features/editorial-console/terms/server/load-terms-preview";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTerms.preview");
  return pageMetadata({ title: t("label"), noIndex: true });
}

export default async function OpsTermsPreviewPage({ params }: TProps) {
  await requirePrincipal("operator");
  const { id } = ZRowIdParams.parse(await params);
  const preview = await loadTermsPreview(await getDb(), id);
  if (!preview) notFound();
  return <TermsPreviewView preview={preview} />;
}
