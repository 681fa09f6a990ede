import { ZCreateTermsVersionRequest, ZOpsTermsVersion, ZOpsTermsVersionList } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { createEditorialItem } from "@/features/console/editorial-console/server/create-editorial-item";
import { listTermsVersions } from "@/features/console/editorial-console/terms/server/list-terms-versions";
import { TERMS_STORE } from "@/features/console/editorial-console/terms/server/terms-store";
import { route } from "@/server/http/route";

/** Every terms version of every kind, drafts too. */
export const GET = route(
  {
    summary: "Every terms version of every kind, drafts too",
    tags: ["Operator editorial"],
    auth: "operator",
    answers: [{ status: 200, description: "The versions by kind, newest first.", schema: ZOpsTermsVersionList }],
  },
  ({ db }) => listTermsVersions(db),
);

/** A new, unpublished terms version (201; 422 on `version` when the kind has that label). */
export const POST = route(
  {
    summary: "Creates an unpublished terms version",
    description: "The label is unique per kind (422 on `version`). The Markdown is rendered and sanitised now.",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    body: ZCreateTermsVersionRequest,
    answers: [
      { status: 201, description: "A terms version with its Markdown source and state.", schema: ZOpsTermsVersion },
    ],
  },
  async ({ db, principal, body, locale }) => {
    const created = await createEditorialItem(db, principal, TERMS_STORE, body, { locale });
    return NextResponse.json(created, { status: 201 });
  },
);
