import { AppError } from "@store/domain/errors";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { AnnouncementView } from "@/features/portal/developer-portal/components/announcement-view";
import { findAnnouncement } from "@/features/portal/developer-portal/server/find-announcement";
import { readAnnouncement } from "@/features/portal/developer-portal/server/read-announcement";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = {
  auth: "providerUser",
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
} as const;

/** A missing announcement is not found here already, so the 404 has the not-found title. */
function notFoundOn(error: unknown): never {
  if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
  throw error;
}

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params } = await pageInput(SPEC, props);
  const announcement = await findAnnouncement(await getDb(), params.id).catch(notFoundOn);
  return pageMetadata({ title: announcement.title });
}

/** SPEC §2 /developers/app_provider_announcements/{id}: reading it marks it read for this user. */
export default page(SPEC, async ({ principal, params }) => {
  const announcement = await readAnnouncement(await getDb(), principal, params.id).catch(notFoundOn);
  return <AnnouncementView announcement={announcement} />;
});
