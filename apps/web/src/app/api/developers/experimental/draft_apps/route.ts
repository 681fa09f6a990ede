import {
  ZCreateDraftAppRequest,
  ZDraftApp,
  ZDraftAppConflict,
  ZDraftAppListQuery,
  ZDraftAppPage,
} from "@store/domain/schemas/draft-app";
import { NextResponse } from "next/server";
import { createDraftApp } from "@/features/portal/app-drafts/server/create-draft-app";
import { listDraftApps } from "@/features/portal/app-drafts/server/list-draft-apps";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/portal/app-drafts/server/save-draft-content";
import { route } from "@/server/http/route";
import { DRAFT_CREATE_NOTE } from "@/features/portal/app-drafts/server/draft-api-notes";
import { ownRead } from "@/features/portal/developer-portal/server/own-reads";

/** A page of the provider's unmerged drafts (`page`, `limit`). */
export const GET = route(
  {
    ...ownRead("A page of the provider's own unmerged drafts, most recently changed first", ZDraftAppPage),
    query: ZDraftAppListQuery,
  },
  ({ db, principal, query }) => listDraftApps(db, principal, query),
);

/** A draft of a new app or of an own app (201; 409 with the open draft when the app has one). */
export const POST = route(
  {
    summary: "Opens a draft: of a new app (no `appId`) or of an own app",
    description: `An app that already has an open draft: 409 with that draft in \`error.details.current\`. ${DRAFT_CREATE_NOTE}`,
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    rateLimit: ["draftCreatePerProvider", "draftCreatePerIp"],
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    body: ZCreateDraftAppRequest,
    answers: [{ status: 201, description: "The new draft.", schema: ZDraftApp }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZDraftAppConflict,
  },
  async ({ db, principal, body, locale }) => {
    const draft = await createDraftApp(db, principal, body, { locale });
    return NextResponse.json(draft, { status: 201 });
  },
);
