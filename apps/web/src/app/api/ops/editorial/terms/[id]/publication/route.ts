import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { publishTermsVersion } from "@/features/editorial-console/terms/server/publish-terms-version";
import { invalidatePublicStore } from "@/server/public-cache";
import { PUBLIC_TAGS } from "@/server/public-tags";
import { route } from "@/server/route";

/** Publishes a version: the public reads it from its effective time on (409 when already published). */
export const POST = route(
  { auth: "operator", origin: "required", params: ZRowIdParams },
  async ({ db, principal, params }) => {
    const published = await publishTermsVersion(db, principal, params.id);
    await invalidatePublicStore([PUBLIC_TAGS.editorial("terms")]);
    return published;
  },
);
