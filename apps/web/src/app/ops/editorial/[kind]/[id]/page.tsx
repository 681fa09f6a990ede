import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditorialFormView, itemTitle } from "@/features/editorial-console/components/editorial-form-view";
import { readEditorialItem } from "@/features/editorial-console/server/editorial-item-answer";
import { pageItemId, pageKind } from "@/features/editorial-console/server/editorial-page-params";
import { listAppChoices } from "@/features/editorial-console/server/list-editorial-items";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ kind: string; id: string }>; searchParams: Promise<{ created?: string }> };

async function load({ params }: TProps) {
  await requirePrincipal("operator");
  const raw = await params;
  const kind = pageKind(raw.kind);
  const item = await readEditorialItem(await getDb(), kind, pageItemId(raw.id));
  if (!item) notFound();
  return { kind, item };
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const [t, { item }] = await Promise.all([getT("opsEditorial.form"), load(props)]);
  return pageMetadata({ title: t("editTitle", { title: itemTitle(item) }), noIndex: true });
}

/** One editorial item: its fields, its publication, its deletion. */
export default async function EditEditorialItemPage(props: TProps) {
  const [{ kind, item }, apps, { created }] = await Promise.all([
    load(props),
    getDb().then(listAppChoices),
    props.searchParams,
  ]);
  return <EditorialFormView kind={kind} item={item} apps={apps} created={created === "1"} />;
}
