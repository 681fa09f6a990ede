import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { appCategories, appTags, apps, listedAppCategories } from "../schema/apps";
import { appProviders } from "../schema/providers";
import { categories, plans, tags } from "../schema/taxonomy";
import {
  bestScoreOutsideNames,
  filterConditions,
  inNameCondition,
  inRunningCampaign,
  listed,
  narrows,
  orderBy,
  relevance,
  type TAppListFilter,
  type TAppListOrder,
} from "./app-search";

// One page of the public list: the page's ids, how many match, and the app summaries.

/**
 * The ids of one page in relevance order, when the apps holding every term in their name lines
 * fill it and all score above any other match: then only those apps are ranked (the
 * name-tagged grams find them), not every app holding the terms. Undefined otherwise.
 */
async function findRelevancePageInNames(
  db: TDb,
  params: TAppListFilter & { limit: number; offset: number },
): Promise<number[] | undefined> {
  const wanted = params.offset + params.limit;
  const rows = await db
    .select({ id: apps.id, score: relevance(params.terms) })
    .from(apps)
    .where(and(filterConditions(params), inNameCondition(params.terms)))
    .orderBy(...orderBy("relevance", params.terms))
    .limit(wanted);
  const last = rows[wanted - 1];
  if (!last || Number(last.score) <= bestScoreOutsideNames(params.terms)) return undefined;
  return rows.slice(params.offset).map((row) => row.id);
}

type TRef = { id: number; name: string };

// An app's categories and tags as JSON arrays in its own row: one query for a page of cards.
const categoriesOfApp = sql<
  TRef[]
>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
  from ${appCategories} ac join ${categories} c on c.id = ac.category_id where ac.app_id = ${apps.id}), '[]'::json)`;
const tagsOfApp = sql<TRef[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id)
  from ${appTags} at join ${tags} t on t.id = at.tag_id where at.app_id = ${apps.id}), '[]'::json)`;

/** The columns of SPEC §3 App summary: the app row, its provider and plan, counts, categories and tags. */
function summaryColumns(now: Date) {
  return {
    id: apps.id,
    code: apps.code,
    name: apps.name,
    title: apps.title,
    description: apps.description,
    body: sql<string>`coalesce(${apps.content}->>'body', '')`,
    cardTranslations: apps.cardTranslations,
    status: apps.status,
    logoImage: apps.logoImage,
    lineupImage: apps.lineupImage,
    publishedAt: apps.publishedAt,
    providerName: appProviders.name,
    planId: plans.id,
    planName: plans.name,
    planPriceType: plans.priceType,
    isCampaign: inRunningCampaign(now),
    installedCount: apps.installedCount,
    voiceCount: apps.voiceCount,
    voiceRating: apps.voiceRatingAverage,
    categories: categoriesOfApp,
    tags: tagsOfApp,
  };
}

export type TAppSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function selectSummaries(db: TDb, now: Date) {
  return db
    .select(summaryColumns(now))
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .leftJoin(plans, eq(plans.id, apps.planId));
}

/** Counting matches stops past this many: the list says "more than COUNT_CAP" instead. */
export const COUNT_CAP = 10_000;

async function countMatches(db: TDb, filter: TAppListFilter, cap: number): Promise<{ count: number; capped: boolean }> {
  // Only categories chosen: their listed apps are counted in listed_app_categories alone.
  const matches =
    filter.categoryIds.length > 0 && !narrows(filter, "categories")
      ? sql`select distinct ${listedAppCategories.appId} from ${listedAppCategories}
          where ${inArray(listedAppCategories.categoryId, filter.categoryIds)}`
      : sql`select 1 from ${apps} where ${filterConditions(filter)}`;
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${matches} limit ${cap + 1}) as matches`,
  );
  const count = Number(row?.count ?? 0);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

/**
 * One page of the public list (upcoming and published apps), with how many match. The page's ids
 * come first, ordered on the app row alone (the sort indexes serve it); only those apps' summaries
 * (categories, tags, campaign) are then built.
 */
export async function findAppPage(
  db: TDb,
  params: TAppListFilter & { order: TAppListOrder; limit: number; offset: number; countCap?: number },
): Promise<{ rows: TAppSummaryRow[]; count: number; capped: boolean }> {
  const [ids, total] = await Promise.all([
    findPageIds(db, params),
    countMatches(db, params, params.countCap ?? COUNT_CAP),
  ]);
  const rows = await findAppSummariesByIds(db, ids, params.now);
  return { rows, ...total };
}

async function findPageIds(
  db: TDb,
  params: TAppListFilter & { order: TAppListOrder; limit: number; offset: number },
): Promise<number[]> {
  if (params.order === "relevance" && params.terms.length > 0 && params.limit > 0) {
    const inNames = await findRelevancePageInNames(db, params);
    if (inNames) return inNames;
  }
  const page = await db
    .select({ id: apps.id })
    .from(apps)
    .where(filterConditions(params))
    .orderBy(...orderBy(params.order, params.terms))
    .limit(params.limit)
    .offset(params.offset);
  return page.map((row) => row.id);
}

/** Listed apps by id, in the order of `ids` (for editorial pages that pick their apps). */
export async function findAppSummariesByIds(db: TDb, ids: number[], now: Date): Promise<TAppSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(db, now).where(and(listed(), inArray(apps.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Listed apps in the same area as an app: sharing one of its categories or their top-level
 * category, closest first (most categories in common), then featured and newest.
 */
export async function findRelatedApps(
  db: TDb,
  params: { appId: number; limit: number; now: Date },
): Promise<TAppSummaryRow[]> {
  const ownCategoryIds = sql`select own.category_id from ${appCategories} own where own.app_id = ${params.appId}`;
  const shared = sql<number>`(select count(*) from ${appCategories} mine
    where mine.app_id = ${apps.id} and mine.category_id in (${ownCategoryIds}))::int`;
  const related = sql`exists (
    select 1 from ${appCategories} mine join ${categories} c on c.id = mine.category_id
    where mine.app_id = ${apps.id} and coalesce(c.parent_id, c.id) in (
      select coalesce(oc.parent_id, oc.id) from ${categories} oc where oc.id in (${ownCategoryIds})))`;
  return selectSummaries(db, params.now)
    .where(and(listed(), sql`${apps.id} <> ${params.appId}`, related))
    .orderBy(
      sql`${shared} desc`,
      sql`${apps.featuredPosition} asc nulls last`,
      sql`${apps.publishedAt} desc nulls last`,
      desc(apps.id),
    )
    .limit(params.limit);
}
