import {
  ZAppProviderProfile,
  ZAppProviderProfileConflict,
  ZUpdateAppProviderProfileRequest,
} from "@store/domain/schemas/app-provider-profile";
import { getAppProviderProfile } from "@/features/portal/developer-portal/server/get-app-provider-profile";
import { updateAppProviderProfile } from "@/features/portal/developer-portal/server/update-app-provider-profile";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";
import { ownRead } from "@/features/portal/developer-portal/server/own-reads";

/** SPEC §3 App provider: the signed-in provider user's own company profile. */
export const GET = route(
  ownRead("The signed-in provider user's company profile", ZAppProviderProfile),
  ({ db, principal }) => getAppProviderProfile(db, principal),
);

/**
 * Saves it: 409 with the current profile when it changed since `updatedAt`; awards by id + _destroy.
 * The awards show on the public pages of the provider's apps.
 */
export const PATCH = route(
  {
    summary: "Saves the company profile; awards by `id` + `_destroy`",
    description: "Refused with 409 and the current profile when it changed since `updatedAt`.",
    tags: ["Developer API"],
    auth: "providerUser",
    body: ZUpdateAppProviderProfileRequest,
    answers: [{ status: 200, description: "The saved profile.", schema: ZAppProviderProfile }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZAppProviderProfileConflict,
  },
  async ({ db, principal, body }) => {
    const profile = await updateAppProviderProfile(db, principal, body);
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return profile;
  },
);
