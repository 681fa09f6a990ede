import "server-only";
import type { TDb } from "@store/db/client";
import { findPublishedSpecial, findSpecialApps } from "@store/db/queries/specials";
import type { TSpecial } from "@store/domain/schemas/editorial";
import { toEditorialApp, toIso } from "./to-editorial-app";

/** One published special with its listed apps; null when it does not exist or is not published yet. */
export async function getSpecial(db: TDb, params: { id: number; now: Date }): Promise<TSpecial | null> {
  const row = await findPublishedSpecial(db, params);
  if (!row) return null;
  const apps = await findSpecialApps(db, { specialId: row.id });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    heroImageUrl: row.heroImageUrl,
    publishedAt: toIso(row.publishedAt),
    body: row.body,
    apps: apps.map(toEditorialApp),
  };
}
