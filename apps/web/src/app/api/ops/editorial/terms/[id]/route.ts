import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZOpsTermsVersion, ZUpdateTermsVersionRequest } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { z } from "zod";
import { deleteEditorialItem } from "@/features/console/editorial-console/server/delete-editorial-item";
import { getEditorialItem } from "@/features/console/editorial-console/server/editorial-item-lookup";
import { updateEditorialItem } from "@/features/console/editorial-console/server/update-editorial-item";
import { TERMS_STORE } from "@/features/console/editorial-console/terms/server/terms-store";
import { route } from "@/server/http/route";

/** One terms version with its Markdown source. */
export const GET = route(
  {
    summary: "One terms version",
    tags: ["Operator editorial"],
    auth: "operator",
    params: ZRowIdParams,
    answers: [
      { status: 200, description: "A terms version with its Markdown source and state.", schema: ZOpsTermsVersion },
    ],
    errors: ["NOT_FOUND"],
  },
  ({ db, params }) => getEditorialItem(db, TERMS_STORE, params.id),
);

/** Saves an unpublished version (409 once published: make a new version instead). */
export const PATCH = route(
  {
    summary: "Saves an unpublished terms version",
    description: "A published version is never changed (409 with it as it is): make a new version instead.",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZUpdateTermsVersionRequest,
    answers: [
      { status: 200, description: "A terms version with its Markdown source and state.", schema: ZOpsTermsVersion },
    ],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: z.object({ current: ZOpsTermsVersion }),
  },
  ({ db, principal, params, body, locale }) =>
    updateEditorialItem(db, principal, TERMS_STORE, params.id, body, { locale }),
);

/** Deletes a version never published (409 otherwise). */
export const DELETE = route(
  {
    summary: "Deletes a terms version never published",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 204, description: "Deleted." }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: z.object({ current: ZOpsTermsVersion }),
  },
  async ({ db, principal, params }) => {
    await deleteEditorialItem(db, principal, TERMS_STORE, params.id);
    return new NextResponse(null, { status: 204 });
  },
);
