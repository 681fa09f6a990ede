import { ZUpdateAppProviderProfileRequest } from "@store/domain/schemas/app-provider-profile";
import { getAppProviderProfile } from "@/features/developer-portal/server/get-app-provider-profile";
import { updateAppProviderProfile } from "@/features/developer-portal/server/update-app-provider-profile";
import { route } from "@/server/route";

/** SPEC §3 App provider: the signed-in provider user's own company profile. */
export const GET = route({ auth: "providerUser" }, ({ db, principal }) => getAppProviderProfile(db, principal));

/** Saves it: 409 with the current profile when it changed since `updatedAt`; awards by id + _destroy. */
export const PATCH = route(
  { auth: "providerUser", body: ZUpdateAppProviderProfileRequest },
  ({ db, principal, body }) => updateAppProviderProfile(db, principal, body),
);
