import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZOpsProviderAnnouncement, ZPublishProviderAnnouncementRequest } from "@store/domain/schemas/editorial";
import { ANNOUNCEMENT_STORE } from "@/features/console/editorial-console/announcements/server/announcement-store";
import { publishEditorialItem } from "@/features/console/editorial-console/server/publish-editorial-item";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";

/** Publishes now, or from `publishAt` (scheduled). */
export const POST = route(
  {
    summary: "Publishes an announcement now, or from `publishAt`",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZPublishProviderAnnouncementRequest,
    answers: [{ status: 200, description: "The announcement with its state.", schema: ZOpsProviderAnnouncement }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, params, body }) => {
    const publishAt = body.publishAt ? new Date(body.publishAt) : new Date();
    const published = await publishEditorialItem(db, principal, ANNOUNCEMENT_STORE, params.id, publishAt);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("announcements")]);
    return published;
  },
);

/** Unpublishes: providers no longer see it. */
export const DELETE = route(
  {
    summary: "Unpublishes an announcement",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "The announcement with its state.", schema: ZOpsProviderAnnouncement }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, params }) => {
    const unpublished = await publishEditorialItem(db, principal, ANNOUNCEMENT_STORE, params.id, null);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("announcements")]);
    return unpublished;
  },
);
