import "server-only";
import type { TDb } from "@store/db/client";
import { findCaseApps, findPublishedCase } from "@store/db/queries/cases";
import type { TCase } from "@store/domain/schemas/editorial";
import { toEditorialApp, toIso } from "./to-editorial-app";

/** One published case study with its story; null when it does not exist or is not published yet. */
export async function getCase(db: TDb, params: { id: number; now: Date }): Promise<TCase | null> {
  const row = await findPublishedCase(db, params);
  if (!row) return null;
  const apps = await findCaseApps(db, { caseIds: [row.id] });
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
  };
}
