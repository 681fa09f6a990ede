import { AppError } from "@store/domain/errors";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { AnnouncementView } from "@/features/developer-portal/components/announcement-view";
import { readAnnouncement } from "@/features/developer-portal/server/read-announcement";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TParams = Promise<{ id: string }>;

const ZAnnouncementId = z.coerce.number().int().positive().max(2_147_483_647);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerArea.home");
  return pageMetadata({ title: t("announcementsHeading") });
}

/** SPEC §2 /developers/app_provider_announcements/{id}: reading it marks it read for this user. */
export default async function AnnouncementPage({ params }: { params: TParams }) {
  const principal = await requirePrincipal("providerUser");
  const id = ZAnnouncementId.safeParse((await params).id);
  if (!id.success) notFound();
  const announcement = await readAnnouncement(await getDb(), principal, id.data).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return <AnnouncementView announcement={announcement} />;
}
