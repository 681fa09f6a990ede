import { ZAppContentPatch } from "@store/domain/schemas/app-content";
import { NextResponse } from "next/server";
import { createDraftApp } from "@/features/app-drafts/server/create-draft-app";
import { listOwnApps } from "@/features/app-drafts/server/list-own-apps";
import { DRAFT_BODY_LIMIT_BYTES } from "@/features/app-drafts/server/save-draft-content";
import { route } from "@/server/route";

/** The provider's apps with their content. */
export const GET = route({ auth: "providerUser" }, ({ db, principal }) => listOwnApps(db, principal));

/** A new app: its draft, from empty content with the body's changes (201). */
export const POST = route(
  {
    auth: "providerUser",
    origin: "required",
    rateLimit: ["draftCreatePerProvider", "draftCreatePerIp"],
    bodyLimitBytes: DRAFT_BODY_LIMIT_BYTES,
    body: ZAppContentPatch,
  },
  async ({ db, principal, body, locale }) => {
    const draft = await createDraftApp(db, principal, { content: body }, { locale });
    return NextResponse.json(draft, { status: 201 });
  },
);
