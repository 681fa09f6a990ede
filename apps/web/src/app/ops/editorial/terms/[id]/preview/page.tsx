import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditorialPreviewView } from "@/features/console/editorial-console/components/editorial-preview-view";
import { loadEditorialPreview } from "@/features/console/editorial-console/server/load-editorial-preview";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { ZPageIdParams } from "@/server/pages/page-params";
import { ZEditorialPreviewQuery } from "@/features/console/editorial-console/server/editorial-page-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsEditorial.preview");
  return pageMetadata({ title: t("title"), noIndex: true });
}

export default page(
  { auth: "operator", params: ZPageIdParams, query: ZEditorialPreviewQuery },
  async ({ params: { id }, query }) => {
    const loaded = await loadEditorialPreview(await getDb(), "terms", id, new Date(), query.lang);
    if (!loaded) notFound();
    return <EditorialPreviewView kind="terms" id={id} {...loaded} />;
  },
);
