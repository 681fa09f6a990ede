import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AnnouncementPreviewView } from "@/features/editorial-console/announcements/components/announcement-preview-view";
import { findOpsAnnouncement } from "@/features/editorial-console/announcements/server/get-announcement";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsAnnouncements.preview");
  return pageMetadata({ title: t("label"), noIndex: true });
}

export default async function OpsAnnouncementPreviewPage({ params }: TProps) {
  await requirePrincipal("operator");
  const { id } = ZRowIdParams.parse(await params);
  const announcement = await findOpsAnnouncement(await getDb(), id);
  if (!announcement) notFound();
  return <AnnouncementPreviewView announcement={announcement} />;
}
