import type { Metadata } from "next";
import { EditorialListView } from "@/features/editorial-console/components/editorial-list-view";
import { pageKind } from "@/features/editorial-console/server/editorial-page-params";
import { listEditorialItems } from "@/features/editorial-console/server/list-editorial-items";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const t = await getT("opsEditorial.kinds");
  return pageMetadata({ title: t(`${pageKind((await params).kind)}.name`), noIndex: true });
}

/** Every item of one editorial kind, published or not. */
export default async function EditorialListPage({ params }: TProps) {
  const kind = pageKind((await params).kind);
  await requirePrincipal("operator");
  return <EditorialListView kind={kind} items={await listEditorialItems(await getDb(), kind)} />;
}
