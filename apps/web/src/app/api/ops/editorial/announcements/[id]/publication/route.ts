import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZPublishProviderAnnouncementRequest } from "@store/domain/schemas/editorial";
import { setAnnouncementPublication } from "@/features/editorial-console/announcements/server/publish-announcement";
import { invalidatePublicStore } from "@/server/public-cache";
import { PUBLIC_TAGS } from "@/server/public-tags";
import { route } from "@/server/route";

/** Publishes now, or from `publishAt` (scheduled). */
export const POST = route(
  { auth: "operator", origin: "required", params: ZRowIdParams, body: ZPublishProviderAnnouncementRequest },
  async ({ db, principal, params, body }) => {
    const publishAt = body.publishAt ? new Date(body.publishAt) : new Date();
    const published = await setAnnouncementPublication(db, principal, params.id, publishAt);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("announcements")]);
    return published;
  },
);

/** Unpublishes: providers no longer see it. */
export const DELETE = route(
  { auth: "operator", origin: "required", params: ZRowIdParams },
  async ({ db, principal, params }) => {
    const unpublished = await setAnnouncementPublication(db, principal, params.id, null);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("announcements")]);
    return unpublished;
  },
);
