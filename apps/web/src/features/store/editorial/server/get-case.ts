import "server-only";
import type { TDb } from "@store/db/client";
import { findCaseApps, findPublishedCase } from "@store/db/queries/cases";
import type { TEditorialSource } from "@store/domain/editorial-translations";
import type { TCase } from "@store/domain/schemas/editorial";
import { toEditorialApp, toIso } from "./to-editorial-app";

type TCaseRow = Omit<TEditorialSource<TCase>, "publishedAt" | "apps"> & { publishedAt: Date | null };
type TAppRows = Awaited<ReturnType<typeof findCaseApps>>;

/** A case study as its page shows it: the one builder of the public page and the console's preview. */
export function toCase(row: TCaseRow, apps: TAppRows): TEditorialSource<TCase> {
  return {
    id: row.id,
    companyName: row.companyName,
    companySize: row.companySize,
    industry: row.industry,
    title: row.title,
    summary: row.summary,
    imageUrl: row.imageUrl,
    publishedAt: toIso(row.publishedAt),
    body: row.body,
    apps: apps.map(toEditorialApp),
    translations: row.translations,
  };
}

/** One published case study with its story; null when it does not exist or is not published yet. */
export async function getCase(db: TDb, params: { id: number; now: Date }): Promise<TEditorialSource<TCase> | null> {
  const row = await findPublishedCase(db, params);
  if (!row) return null;
  return toCase(row, await findCaseApps(db, { caseIds: [row.id] }));
}
