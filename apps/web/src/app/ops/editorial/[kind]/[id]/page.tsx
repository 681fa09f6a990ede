import type { TEditorialContentKind } from "@store/domain/schemas/editorial";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { EditorialFormView, itemTitle } from "@/features/console/editorial-console/components/editorial-form-view";
import { readEditorialItem } from "@/features/console/editorial-console/server/editorial-item-answer";
import { ZEditorialItemPageParams } from "@/features/console/editorial-console/server/editorial-page-params";
import { listAppChoices } from "@/features/console/editorial-console/server/list-editorial-items";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = { auth: "operator", params: ZEditorialItemPageParams, query: z.object({ created: z.string() }) } as const;

async function load({ kind, id }: { kind: TEditorialContentKind; id: number }) {
  const item = await readEditorialItem(await getDb(), kind, id);
  if (!item) notFound();
  return item;
}

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params } = await pageInput(SPEC, props);
  const [t, item] = await Promise.all([getT("opsEditorial.form"), load(params)]);
  return pageMetadata({ title: t("editTitle", { title: itemTitle(item) }), noIndex: true });
}

/** One editorial item: its fields, its publication, its deletion. */
export default page(SPEC, async ({ params, query }) => {
  const [item, apps] = await Promise.all([load(params), getDb().then(listAppChoices)]);
  return <EditorialFormView kind={params.kind} item={item} apps={apps} created={query.created === "1"} />;
});
