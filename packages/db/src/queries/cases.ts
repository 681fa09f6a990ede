import { LISTED_APP_STATUSES } from "@store/domain/enums";
import { and, asc, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { TDb } from "../client";
import { appNameOrder } from "./app-search";
import { apps } from "../schema/apps";
import { caseApps, cases } from "../schema/editorial";
import { appProviders } from "../schema/providers";
import { editorialAppColumns } from "./specials";

const caseSummaryColumns = {
  id: cases.id,
  companyName: cases.companyName,
  companySize: cases.companySize,
  industry: cases.industry,
  title: cases.title,
  summary: cases.summary,
  imageUrl: cases.imageUrl,
  publishedAt: cases.publishedAt,
  translations: cases.translations,
};

function isPublished(now: Date) {
  return and(isNotNull(cases.publishedAt), lte(cases.publishedAt, now));
}

/** Published case studies (publishedAt ≤ now), newest first. */
export async function findPublishedCases(db: TDb, params: { now: Date }) {
  return db
    .select(caseSummaryColumns)
    .from(cases)
    .where(isPublished(params.now))
    .orderBy(desc(cases.publishedAt), desc(cases.id));
}

/** One case study with its story, if it is published at `now`. */
export async function findPublishedCase(db: TDb, params: { id: number; now: Date }) {
  const [row] = await db
    .select({ ...caseSummaryColumns, body: cases.body })
    .from(cases)
    .where(and(eq(cases.id, params.id), isPublished(params.now)))
    .limit(1);
  return row;
}

/** The listed apps used in the given case studies, by case. */
export async function findCaseApps(db: TDb, params: { caseIds: number[] }) {
  if (params.caseIds.length === 0) return [];
  return db
    .select({ caseId: caseApps.caseId, ...editorialAppColumns })
    .from(caseApps)
    .innerJoin(apps, eq(apps.id, caseApps.appId))
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(and(inArray(caseApps.caseId, params.caseIds), inArray(apps.status, [...LISTED_APP_STATUSES])))
    .orderBy(appNameOrder, asc(apps.id));
}
