import type { Metadata } from "next";
import { AnnouncementListView } from "@/features/editorial-console/announcements/components/announcement-list-view";
import { listOpsAnnouncements } from "@/features/editorial-console/announcements/server/list-announcements";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsAnnouncements.list");
  return pageMetadata({ title: t("title"), noIndex: true });
}

export default async function OpsAnnouncementsPage() {
  await requirePrincipal("operator");
  return <AnnouncementListView list={await listOpsAnnouncements(await getDb())} />;
}
