import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZProviderAnnouncementFields } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { deleteAnnouncement } from "@/features/editorial-console/announcements/server/delete-announcement";
import { getAnnouncement } from "@/features/editorial-console/announcements/server/get-announcement";
import { updateAnnouncement } from "@/features/editorial-console/announcements/server/update-announcement";
import { invalidatePublicStore } from "@/server/public-cache";
import { PUBLIC_TAGS } from "@/server/public-tags";
import { route } from "@/server/route";

/** One announcement in any state. */
export const GET = route({ auth: "operator", params: ZRowIdParams }, ({ db, params }) =>
  getAnnouncement(db, params.id),
);

/** A new title and body (a published announcement may be corrected). */
export const PATCH = route(
  { auth: "operator", origin: "required", params: ZRowIdParams, body: ZProviderAnnouncementFields },
  async ({ db, principal, params, body }) => {
    const updated = await updateAnnouncement(db, principal, params.id, body);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("announcements")]);
    return updated;
  },
);

/** Deletes an announcement never published (409 once published or scheduled). */
export const DELETE = route(
  { auth: "operator", origin: "required", params: ZRowIdParams },
  async ({ db, principal, params }) => {
    await deleteAnnouncement(db, principal, params.id);
    return new NextResponse(null, { status: 204 });
  },
);
