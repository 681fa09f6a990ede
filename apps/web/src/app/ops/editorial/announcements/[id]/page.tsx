import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ANNOUNCEMENT_STORE } from "@/features/console/editorial-console/announcements/server/announcement-store";
import { EditorialFormView, itemTitle } from "@/features/console/editorial-console/components/editorial-form-view";
import { findEditorialItemAnswer } from "@/features/console/editorial-console/server/editorial-item-lookup";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";
import { ZPageIdParams } from "@/server/pages/page-params";

const SPEC = { auth: "operator", params: ZPageIdParams, query: z.object({ created: z.string() }) } as const;

async function load(id: number) {
  const item = await findEditorialItemAnswer(await getDb(), ANNOUNCEMENT_STORE, id);
  if (!item) notFound();
  return item;
}

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params } = await pageInput(SPEC, props);
  const [t, item] = await Promise.all([getT("opsEditorial.form"), load(params.id)]);
  return pageMetadata({ title: t("editTitle", { title: itemTitle(item) }), noIndex: true });
}

/** One announcement to providers: the one form, its publication, its deletion. */
export default page(SPEC, async ({ params, query }) => (
  <EditorialFormView kind="announcements" item={await load(params.id)} apps={[]} created={query.created === "1"} />
));
