import { ZCreateTermsVersionRequest } from "@store/domain/schemas/editorial";
import { NextResponse } from "next/server";
import { createTermsVersion } from "@/features/editorial-console/terms/server/create-terms-version";
import { listTermsVersions } from "@/features/editorial-console/terms/server/list-terms-versions";
import { route } from "@/server/route";

/** Every terms version of every kind, drafts too. */
export const GET = route({ auth: "operator" }, ({ db }) => listTermsVersions(db));

/** A new, unpublished terms version (201; 422 on `version` when the kind has that label). */
export const POST = route(
  { auth: "operator", origin: "required", body: ZCreateTermsVersionRequest },
  async ({ db, principal, body, locale }) => {
    const created = await createTermsVersion(db, principal, body, { locale });
    return NextResponse.json(created, { status: 201 });
  },
);
