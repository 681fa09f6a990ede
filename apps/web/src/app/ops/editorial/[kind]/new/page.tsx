import type { Metadata } from "next";
import { EditorialFormView } from "@/features/editorial-console/components/editorial-form-view";
import { pageKind } from "@/features/editorial-console/server/editorial-page-params";
import { listAppChoices } from "@/features/editorial-console/server/list-editorial-items";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const t = await getT("opsEditorial");
  const kind = pageKind((await params).kind);
  return pageMetadata({ title: t("form.newTitle", { kind: t(`kinds.${kind}.name`) }), noIndex: true });
}

/** A new editorial item, created unpublished. */
export default async function NewEditorialItemPage({ params }: TProps) {
  const kind = pageKind((await params).kind);
  await requirePrincipal("operator");
  return <EditorialFormView kind={kind} item={null} apps={await listAppChoices(await getDb())} />;
}
