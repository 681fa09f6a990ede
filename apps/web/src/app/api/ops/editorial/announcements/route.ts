import {
  ZOpsProviderAnnouncement,
  ZOpsProviderAnnouncementList,
  ZProviderAnnouncementFields,
} from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import {
  ANNOUNCEMENT_STORE,
  listOpsAnnouncements,
} from "@/features/console/editorial-console/announcements/server/announcement-store";
import { createEditorialItem } from "@/features/console/editorial-console/server/create-editorial-item";
import { route } from "@/server/http/route";

/** Every announcement to providers, drafts and scheduled ones too. */
export const GET = route(
  {
    summary: "Every announcement to providers, drafts and scheduled ones too",
    tags: ["Operator editorial"],
    auth: "operator",
    answers: [{ status: 200, description: "Drafts first, then newest first.", schema: ZOpsProviderAnnouncementList }],
  },
  ({ db }) => listOpsAnnouncements(db),
);

/** A new, unpublished announcement (201). */
export const POST = route(
  {
    summary: "Creates an unpublished announcement",
    description: "The body (HTML) is reduced to the store's rich-text policy.",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    body: ZProviderAnnouncementFields,
    answers: [{ status: 201, description: "The announcement with its state.", schema: ZOpsProviderAnnouncement }],
  },
  async ({ db, principal, body }) =>
    NextResponse.json(await createEditorialItem(db, principal, ANNOUNCEMENT_STORE, body), { status: 201 }),
);
