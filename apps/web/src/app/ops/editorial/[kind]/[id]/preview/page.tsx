import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditorialPreviewView } from "@/features/editorial-console/components/editorial-preview-view";
import { pageItemId, pageKind } from "@/features/editorial-console/server/editorial-page-params";
import { loadEditorialPreview } from "@/features/editorial-console/server/load-editorial-preview";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ kind: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsEditorial.preview");
  return pageMetadata({ title: t("title"), noIndex: true });
}

/** An editorial item as its public page shows it, published or not. */
export default async function EditorialPreviewPage({ params }: TProps) {
  const raw = await params;
  const kind = pageKind(raw.kind);
  const id = pageItemId(raw.id);
  await requirePrincipal("operator");
  const loaded = await loadEditorialPreview(await getDb(), kind, id, new Date());
  if (!loaded) notFound();
  return <EditorialPreviewView kind={kind} id={id} {...loaded} />;
}
