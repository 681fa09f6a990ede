import "server-only";
import type { TDb } from "@store/db/client";
import { findAppProviderProfile } from "@store/db/queries/app-providers";
import { AppError } from "@store/domain/errors";
import type { TAppProviderProfile } from "@store/domain/schemas/app-provider-profile";
import type { TProviderPrincipal } from "@store/domain/principals";

/** SPEC §3 App provider: the signed-in user's own provider, never another. */
export async function getAppProviderProfile(db: TDb, principal: TProviderPrincipal): Promise<TAppProviderProfile> {
  const profile = await findAppProviderProfile(db, { appProviderId: principal.appProviderId });
  // A session lives only while its user (and so their provider) exists; this is a race with a deletion.
  if (!profile) throw new AppError("NOT_FOUND", `app provider ${principal.appProviderId} not found`);
  return { ...profile, updatedAt: profile.updatedAt.toISOString() };
}
