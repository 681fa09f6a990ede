import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZOpsProviderAnnouncement, ZProviderAnnouncementFields } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { z } from "zod";
import { ANNOUNCEMENT_STORE } from "@/features/console/editorial-console/announcements/server/announcement-store";
import { deleteEditorialItem } from "@/features/console/editorial-console/server/delete-editorial-item";
import { getEditorialItem } from "@/features/console/editorial-console/server/editorial-item-lookup";
import { updateEditorialItem } from "@/features/console/editorial-console/server/update-editorial-item";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";

/** One announcement in any state. */
export const GET = route(
  {
    summary: "One announcement",
    tags: ["Operator editorial"],
    auth: "operator",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "The announcement with its state.", schema: ZOpsProviderAnnouncement }],
    errors: ["NOT_FOUND"],
  },
  ({ db, params }) => getEditorialItem(db, ANNOUNCEMENT_STORE, params.id),
);

/** A new title and body (a published announcement may be corrected). */
export const PATCH = route(
  {
    summary: "Changes an announcement's title and body, in any state",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZProviderAnnouncementFields,
    answers: [{ status: 200, description: "The announcement with its state.", schema: ZOpsProviderAnnouncement }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, params, body }) => {
    const updated = await updateEditorialItem(db, principal, ANNOUNCEMENT_STORE, params.id, body);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("announcements")]);
    return updated;
  },
);

/** Deletes an announcement never published (409 once published or scheduled). */
export const DELETE = route(
  {
    summary: "Deletes an announcement never published",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 204, description: "Deleted." }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: z.object({ current: ZOpsProviderAnnouncement }),
  },
  async ({ db, principal, params }) => {
    await deleteEditorialItem(db, principal, ANNOUNCEMENT_STORE, params.id);
    return new NextResponse(null, { status: 204 });
  },
);
