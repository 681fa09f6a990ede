import { ZAppContentPatch } from "@store/domain/schemas/app-content-patch";
import { NextResponse } from "next/server";
import { ZDraftApp, ZOwnApp } from "@store/domain/schemas/draft-app";
import { z } from "zod";
import { createDraftApp } from "@/features/portal/app-drafts/server/create-draft-app";
import { listOwnApps } from "@/features/portal/app-drafts/server/list-own-apps";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/portal/app-drafts/server/save-draft-content";
import { route } from "@/server/http/route";
import { DRAFT_CREATE_NOTE } from "@/features/portal/app-drafts/server/draft-api-notes";
import { ownRead } from "@/features/portal/developer-portal/server/own-reads";

/** The provider's apps with their content. */
export const GET = route(ownRead("The provider's own apps", z.array(ZOwnApp)), ({ db, principal }) =>
  listOwnApps(db, principal),
);

/** A new app: its draft, from empty content with the body's changes (201). */
export const POST = route(
  {
    summary: "Creates a new app's draft from content",
    description: DRAFT_CREATE_NOTE,
    tags: ["Developer API"],
    auth: "providerUser",
    origin: "required",
    rateLimit: ["draftCreatePerProvider", "draftCreatePerIp"],
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    body: ZAppContentPatch,
    answers: [{ status: 201, description: "The new draft.", schema: ZDraftApp }],
  },
  async ({ db, principal, body, locale }) => {
    const draft = await createDraftApp(db, principal, { content: body }, { locale });
    return NextResponse.json(draft, { status: 201 });
  },
);
