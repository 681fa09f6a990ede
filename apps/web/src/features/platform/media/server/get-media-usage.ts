import "server-only";
import type { TDb } from "@store/db/client";
import { mediaUsageOf } from "@store/db/queries/media-uploads";
import { MEDIA_QUOTA, type TMediaUsage } from "@store/domain/schemas/media";

/** A provider's uploads against the quota, as the draft editor shows them. */
export async function getMediaUsage(db: TDb, appProviderId: number): Promise<TMediaUsage> {
  return { ...(await mediaUsageOf(db, appProviderId)), ...MEDIA_QUOTA };
}
