import type { Metadata } from "next";
import { NewAnnouncementView } from "@/features/editorial-console/announcements/components/new-announcement-view";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsAnnouncements.page");
  return pageMetadata({ title: t("newTitle"), noIndex: true });
}

export default async function NewOpsAnnouncementPage() {
  await requirePrincipal("operator");
  return <NewAnnouncementView />;
}
