import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZUpdateTermsVersionRequest } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { deleteTermsVersion } from "@/features/editorial-console/terms/server/delete-terms-version";
import { getTermsVersion } from "@/features/editorial-console/terms/server/get-terms-version";
import { updateTermsVersion } from "@/features/editorial-console/terms/server/update-terms-version";
import { route } from "@/server/route";

/** One terms version with its Markdown source. */
export const GET = route({ auth: "operator", params: ZRowIdParams }, ({ db, params }) =>
  getTermsVersion(db, params.id),
);

/** Saves an unpublished version (409 once published: make a new version instead). */
export const PATCH = route(
  { auth: "operator", origin: "required", params: ZRowIdParams, body: ZUpdateTermsVersionRequest },
  ({ db, principal, params, body, locale }) => updateTermsVersion(db, principal, params.id, body, { locale }),
);

/** Deletes a version never published (409 otherwise). */
export const DELETE = route(
  { auth: "operator", origin: "required", params: ZRowIdParams },
  async ({ db, principal, params }) => {
    await deleteTermsVersion(db, principal, params.id);
    return new NextResponse(null, { status: 204 });
  },
);
