import { AppError } from "@store/domain/errors";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { AnnouncementView } from "@/features/developer-portal/components/announcement-view";
import { findAnnouncement } from "@/features/developer-portal/server/find-announcement";
import { readAnnouncement } from "@/features/developer-portal/server/read-announcement";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TParams = Promise<{ id: string }>;

const ZAnnouncementId = z.coerce.number().int().positive().max(2_147_483_647);

/** A missing announcement is not found here already, so the 404 has the not-found title. */
function notFoundOn(error: unknown): never {
  if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
  throw error;
}

async function announcementId(params: TParams): Promise<number> {
  const id = ZAnnouncementId.safeParse((await params).id);
  if (!id.success) notFound();
  return id.data;
}

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  await requirePrincipal("providerUser");
  const announcement = await findAnnouncement(await getDb(), await announcementId(params)).catch(notFoundOn);
  return pageMetadata({ title: announcement.title });
}

/** SPEC §2 /developers/app_provider_announcements/{id}: reading it marks it read for this user. */
export default async function AnnouncementPage({ params }: { params: TParams }) {
  const principal = await requirePrincipal("providerUser");
  const id = await announcementId(params);
  const announcement = await readAnnouncement(await getDb(), principal, id).catch(notFoundOn);
  return <AnnouncementView announcement={announcement} />;
}
