import type { Metadata } from "next";
import { listAnnouncementItems } from "@/features/console/editorial-console/announcements/server/announcement-store";
import { EditorialListView } from "@/features/console/editorial-console/components/editorial-list-view";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsEditorial.kinds");
  return pageMetadata({ title: t("announcements.name"), noIndex: true });
}

/** Every announcement to providers, drafts first: the one list view of the editorial kinds. */
export default async function OpsAnnouncementsPage() {
  await requirePrincipal("operator");
  return <EditorialListView kind="announcements" items={await listAnnouncementItems(await getDb())} />;
}
