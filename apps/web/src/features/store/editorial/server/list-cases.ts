import "server-only";
import type { TDb } from "@store/db/client";
import { findCaseApps, findPublishedCases } from "@store/db/queries/cases";
import type { TEditorialSource } from "@store/domain/editorial-translations";
import type { TCaseSummary } from "@store/domain/schemas/editorial";
import { groupBy, toEditorialApp, toIso } from "./to-editorial-app";

/** The case studies published at `now`, newest first, with the listed apps each one uses. */
export async function listCases(db: TDb, params: { now: Date }): Promise<TEditorialSource<TCaseSummary>[]> {
  const rows = await findPublishedCases(db, params);
  const apps = groupBy(await findCaseApps(db, { caseIds: rows.map((row) => row.id) }), (app) => app.caseId);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.companyName,
    companySize: row.companySize,
    industry: row.industry,
    title: row.title,
    summary: row.summary,
    imageUrl: row.imageUrl,
    publishedAt: toIso(row.publishedAt),
    apps: (apps.get(row.id) ?? []).map(toEditorialApp),
    translations: row.translations,
  }));
}
