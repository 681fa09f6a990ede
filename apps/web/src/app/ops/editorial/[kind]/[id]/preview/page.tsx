import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditorialPreviewView } from "@/features/console/editorial-console/components/editorial-preview-view";
import {
  ZEditorialItemPageParams,
  ZEditorialPreviewQuery,
} from "@/features/console/editorial-console/server/editorial-page-params";
import { loadEditorialPreview } from "@/features/console/editorial-console/server/load-editorial-preview";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsEditorial.preview");
  return pageMetadata({ title: t("title"), noIndex: true });
}

/** An editorial item as its public page shows it, published or not, in one of the languages it is written in. */
export default page(
  { params: ZEditorialItemPageParams, query: ZEditorialPreviewQuery },
  async ({ params: { kind, id }, query }) => {
    // The path is decided before the caller here: a kind that does not exist is 404 for anyone.
    await requirePrincipal("operator");
    const loaded = await loadEditorialPreview(await getDb(), kind, id, new Date(), query.lang);
    if (!loaded) notFound();
    return <EditorialPreviewView kind={kind} id={id} {...loaded} />;
  },
);
