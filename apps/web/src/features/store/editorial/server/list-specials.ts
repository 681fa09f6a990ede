import "server-only";
import type { TDb } from "@store/db/client";
import { findPublishedSpecials } from "@store/db/queries/specials";
import type { TEditorialSource } from "@store/domain/editorial-translations";
import type { TSpecialSummary } from "@store/domain/schemas/editorial";
import { toIso } from "./to-editorial-app";

/** The specials published at `now`, in the operator's order. */
export async function listSpecials(db: TDb, params: { now: Date }): Promise<TEditorialSource<TSpecialSummary>[]> {
  const rows = await findPublishedSpecials(db, params);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    heroImageUrl: row.heroImageUrl,
    publishedAt: toIso(row.publishedAt),
    appCount: Number(row.appCount),
    translations: row.translations,
  }));
}
