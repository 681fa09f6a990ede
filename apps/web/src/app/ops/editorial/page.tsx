import type { Metadata } from "next";
import { EditorialIndexView } from "@/features/console/editorial-console/components/editorial-index-view";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsEditorial.index");
  return pageMetadata({ title: t("title"), noIndex: true });
}

/** The store's editorial content, kind by kind. */
export default async function EditorialIndexPage() {
  await requirePrincipal("operator");
  return <EditorialIndexView />;
}
