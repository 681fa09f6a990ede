import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZOpsTermsVersion } from "@store/domain/schemas/editorial";
import { z } from "zod";
import { publishEditorialItem } from "@/features/console/editorial-console/server/publish-editorial-item";
import { TERMS_STORE } from "@/features/console/editorial-console/terms/server/terms-store";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";

/** Publishes a version: the public reads it from its effective time on (409 when already published). */
export const POST = route(
  {
    summary: "Publishes a terms version",
    description:
      "It becomes its kind's current version at its effective time (at once when that has passed); the previous one stays readable as a past version.",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [
      { status: 200, description: "A terms version with its Markdown source and state.", schema: ZOpsTermsVersion },
    ],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: z.object({ current: ZOpsTermsVersion }),
  },
  async ({ db, principal, params }) => {
    const published = await publishEditorialItem(db, principal, TERMS_STORE, params.id, new Date());
    await invalidatePublicStore([PUBLIC_TAGS.editorial("terms")]);
    return published;
  },
);
