import { ZProviderAnnouncementFields } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { createAnnouncement } from "@/features/editorial-console/announcements/server/create-announcement";
import { listOpsAnnouncements } from "@/features/editorial-console/announcements/server/list-announcements";
import { route } from "@/server/route";

/** Every announcement to providers, drafts and scheduled ones too. */
export const GET = route({ auth: "operator" }, ({ db }) => listOpsAnnouncements(db));

/** A new, unpublished announcement (201). */
export const POST = route(
  { auth: "operator", origin: "required", body: ZProviderAnnouncementFields },
  async ({ db, principal, body }) => NextResponse.json(await createAnnouncement(db, principal, body), { status: 201 }),
);
