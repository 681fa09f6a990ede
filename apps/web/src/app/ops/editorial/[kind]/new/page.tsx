import type { Metadata } from "next";
import { EditorialFormView } from "@/features/console/editorial-console/components/editorial-form-view";
import { ZEditorialKindPageParams } from "@/features/console/editorial-console/server/editorial-page-params";
import { listAppChoices } from "@/features/console/editorial-console/server/list-editorial-items";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";
import { requirePrincipal } from "@/server/http/require-principal";

const SPEC = { params: ZEditorialKindPageParams };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const t = await getT("opsEditorial");
  const { kind } = (await pageInput(SPEC, props)).params;
  return pageMetadata({ title: t("form.newTitle", { kind: t(`kinds.${kind}.name`) }), noIndex: true });
}

/** A new editorial item, created unpublished. */
export default page(SPEC, async ({ params }) => {
  // The path is decided before the caller here: a kind that does not exist is 404 for anyone.
  await requirePrincipal("operator");
  return <EditorialFormView kind={params.kind} item={null} apps={await listAppChoices(await getDb())} />;
});
