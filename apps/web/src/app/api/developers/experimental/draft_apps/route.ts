import { ZCreateDraftAppRequest, ZDraftAppListQuery } from "@store/domain/schemas/draft-app";
import { NextResponse } from "next/server";
import { createDraftApp } from "@/features/app-drafts/server/create-draft-app";
import { listDraftApps } from "@/features/app-drafts/server/list-draft-apps";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/app-drafts/server/save-draft-content";
import { route } from "@/server/route";

/** A page of the provider's unmerged drafts (`page`, `limit`). */
export const GET = route({ auth: "providerUser", query: ZDraftAppListQuery }, ({ db, principal, query }) =>
  listDraftApps(db, principal, query),
);

/** A draft of a new app or of an own app (201; 409 with the open draft when the app has one). */
export const POST = route(
  {
    auth: "providerUser",
    origin: "required",
    rateLimit: ["draftCreatePerProvider", "draftCreatePerIp"],
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    body: ZCreateDraftAppRequest,
  },
  async ({ db, principal, body, locale }) => {
    const draft = await createDraftApp(db, principal, body, { locale });
    return NextResponse.json(draft, { status: 201 });
  },
);
