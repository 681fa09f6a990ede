import type { Metadata } from "next";
import { EditorialListView } from "@/features/console/editorial-console/components/editorial-list-view";
import { ZEditorialKindPageParams } from "@/features/console/editorial-console/server/editorial-page-params";
import { listEditorialItems } from "@/features/console/editorial-console/server/list-editorial-items";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";
import { requirePrincipal } from "@/server/http/require-principal";

const SPEC = { params: ZEditorialKindPageParams };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const t = await getT("opsEditorial.kinds");
  const { kind } = (await pageInput(SPEC, props)).params;
  return pageMetadata({ title: t(`${kind}.name`), noIndex: true });
}

/** Every item of one editorial kind, published or not. */
export default page(SPEC, async ({ params: { kind } }) => {
  // The path is decided before the caller here: a kind that does not exist is 404 for anyone.
  await requirePrincipal("operator");
  return <EditorialListView kind={kind} items={await listEditorialItems(await getDb(), kind)} />;
});
