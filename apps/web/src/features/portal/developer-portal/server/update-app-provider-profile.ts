import "server-only";
import type { TDb } from "@store/db/client";
import {
  deleteAppProviderAwards,
  insertAppProviderAward,
  listAppProviderAwardIds,
  lockAppProvider,
  updateAppProvider,
  updateAppProviderAward,
} from "@store/db/queries/app-providers";
import { AppError, type TUserMessage } from "@store/domain/errors";
import {
  APP_PROVIDER_LIMITS,
  type TAppProviderProfile,
  type TUpdateAppProviderProfileRequest,
} from "@store/domain/schemas/app-provider-profile";
import type { TProviderPrincipal } from "@store/domain/principals";
import { getAppProviderProfile } from "./get-app-provider-profile";

function refuse(log: string, userMessage: TUserMessage): never {
  throw new AppError("UNPROCESSABLE", log, { userMessage });
}

/**
 * PATCH /api/developers/app_providers/me: the signed-in user's own provider only, in one
 * transaction. A save based on an older `updatedAt` than the row's is refused with 409 and the
 * profile as it is now. Awards follow the `id` + `_destroy` convention (SPEC §7): an item with an
 * id updates that award, without one creates one, with `_destroy: true` deletes exactly that one;
 * awards the request does not name stay, after the named ones. An id that is not one of this
 * provider's awards (another's, or one deleted meanwhile) refuses the whole save (422), so nothing
 * of another provider is ever touched.
 */
export async function updateAppProviderProfile(
  db: TDb,
  principal: TProviderPrincipal,
  body: TUpdateAppProviderProfileRequest,
  now: Date = new Date(),
): Promise<TAppProviderProfile> {
  const { appProviderId } = principal;
  return db.transaction(async (tx) => {
    const row = await lockAppProvider(tx, { appProviderId });
    if (!row) throw new AppError("NOT_FOUND", `app provider ${appProviderId} not found`);
    if (row.updatedAt.getTime() !== Date.parse(body.updatedAt)) {
      throw new AppError("CONFLICT", `app provider ${appProviderId} changed since ${body.updatedAt}`, {
        userMessage: { key: "developerArea.profile.conflict" },
        details: { current: await getAppProviderProfile(tx, principal) },
      });
    }

    const ownIds = await listAppProviderAwardIds(tx, { appProviderId });
    const own = new Set(ownIds);
    const unknown = body.awards.flatMap((award) => (award.id !== undefined && !own.has(award.id) ? [award.id] : []));
    if (unknown.length > 0) {
      refuse(`awards ${unknown.join(", ")} are not app provider ${appProviderId}'s`, {
        key: "developerArea.profile.errors.unknownAward",
      });
    }

    const named = new Set(body.awards.flatMap((award) => (award.id === undefined ? [] : [award.id])));
    const kept = body.awards.filter((award) => !award._destroy);
    const untouched = ownIds.filter((id) => !named.has(id));
    if (kept.length + untouched.length > APP_PROVIDER_LIMITS.awards) {
      refuse("too many awards", {
        key: "developerArea.profile.errors.tooManyAwards",
        values: { max: APP_PROVIDER_LIMITS.awards },
      });
    }

    await deleteAppProviderAwards(tx, {
      appProviderId,
      ids: body.awards.flatMap((award) => (award._destroy && award.id !== undefined ? [award.id] : [])),
    });
    for (const [position, award] of kept.entries()) {
      const text = { title: award.title, description: award.description };
      if (award.id === undefined) await insertAppProviderAward(tx, { appProviderId, ...text, position });
      else await updateAppProviderAward(tx, { appProviderId, id: award.id, ...text, position });
    }
    for (const [index, id] of untouched.entries()) {
      await updateAppProviderAward(tx, { appProviderId, id, position: kept.length + index });
    }

    const { name, description, address, url, email } = body;
    // Strictly later than the version it replaces, even within the same millisecond.
    const updatedAt = new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1));
    await updateAppProvider(tx, { appProviderId, values: { name, description, address, url, email }, updatedAt });
    return getAppProviderProfile(tx, principal);
  });
}
