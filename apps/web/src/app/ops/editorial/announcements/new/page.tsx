import type { Metadata } from "next";
import { EditorialFormView } from "@/features/console/editorial-console/components/editorial-form-view";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsEditorial");
  return pageMetadata({ title: t("form.newTitle", { kind: t("kinds.announcements.name") }), noIndex: true });
}

/** A new announcement to providers, saved unpublished. */
export default async function NewOpsAnnouncementPage() {
  await requirePrincipal("operator");
  return <EditorialFormView kind="announcements" item={null} apps={[]} />;
}
