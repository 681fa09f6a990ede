import "server-only";
import type { TDb } from "@store/db/client";
import { findPublishedSpecial, findSpecialApps } from "@store/db/queries/specials";
import type { TEditorialSource, TEditorialTranslations } from "@store/domain/editorial-translations";
import type { TSpecial } from "@store/domain/schemas/editorial";
import { toEditorialApp, toIso } from "./to-editorial-app";

type TSpecialRow = {
  id: number;
  title: string;
  description: string;
  body: string;
  heroImageUrl: string | null;
  publishedAt: Date | null;
  translations: TEditorialTranslations;
};
type TAppRows = Awaited<ReturnType<typeof findSpecialApps>>;

/** A special as its page shows it: the one builder of the public page and the console's preview. */
export function toSpecial(row: TSpecialRow, apps: TAppRows): TEditorialSource<TSpecial> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    heroImageUrl: row.heroImageUrl,
    publishedAt: toIso(row.publishedAt),
    body: row.body,
    apps: apps.map(toEditorialApp),
    translations: row.translations,
  };
}

/** One published special with its listed apps; null when it does not exist or is not published yet. */
export async function getSpecial(
  db: TDb,
  params: { id: number; now: Date },
): Promise<TEditorialSource<TSpecial> | null> {
  const row = await findPublishedSpecial(db, params);
  if (!row) return null;
  return toSpecial(row, await findSpecialApps(db, { specialId: row.id }));
}
