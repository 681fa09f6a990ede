import { LISTED_APP_STATUSES, type TPriceType } from "@store/domain/enums";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps, categoryListedCounts, listedAppCategories, planListedCounts } from "../schema/apps";
import { campaignApps, campaigns } from "../schema/editorial";
import { plans } from "../schema/taxonomy";
import { filterConditions, narrows, type TAppListFilter } from "./app-search";

// How many listed apps there are, per facet option of the public list and in all.

/** How many apps and providers a visitor can find: the store's headline figures. */
export async function countListedApps(db: TDb): Promise<{ apps: number; providers: number }> {
  const [row] = await db
    .select({
      apps: sql<number>`count(*)::int`,
      providers: sql<number>`count(distinct ${apps.appProviderId})::int`,
    })
    .from(apps)
    .where(inArray(apps.status, [...LISTED_APP_STATUSES]));
  return { apps: Number(row?.apps ?? 0), providers: Number(row?.providers ?? 0) };
}

export type TAppFacetCounts = {
  /** Per category id: matching apps in it or in its children. */
  categories: Map<number, number>;
  priceTypes: Map<TPriceType, number>;
  campaign: number;
};

/** Listed apps per category as kept by the triggers (a parent counts its children's apps once each). */
function keptCountsPerCategory(db: TDb) {
  return db
    .select({
      kind: sql<string>`'category'`.as("kind"),
      key: sql<string>`${categoryListedCounts.categoryId}::text`.as("key"),
      count: sql<number>`${categoryListedCounts.apps}`.as("count"),
    })
    .from(categoryListedCounts);
}

/** Apps per category under some conditions on listed apps (listed_app_categories holds each once per category). */
function countPerCategory(db: TDb, where: SQL | undefined) {
  return db
    .select({
      kind: sql<string>`'category'`.as("kind"),
      key: sql<string>`${listedAppCategories.categoryId}::text`.as("key"),
      count: sql<number>`count(*)::int`.as("count"),
    })
    .from(listedAppCategories)
    .innerJoin(apps, eq(apps.id, listedAppCategories.appId))
    .where(where)
    .groupBy(listedAppCategories.categoryId);
}

/** Listed apps per price type: from the kept counts per plan when nothing else narrows. */
function countPerPriceType(db: TDb, filter: TAppListFilter) {
  const columns = {
    kind: sql<string>`'price'`.as("kind"),
    key: sql<string>`${plans.priceType}`.as("key"),
  };
  if (!narrows(filter, "plan")) {
    return db
      .select({ ...columns, count: sql<number>`sum(${planListedCounts.apps})::int`.as("count") })
      .from(planListedCounts)
      .innerJoin(plans, eq(plans.id, planListedCounts.planId))
      .groupBy(plans.priceType);
  }
  return db
    .select({ ...columns, count: sql<number>`count(*)::int`.as("count") })
    .from(apps)
    .innerJoin(plans, eq(plans.id, apps.planId))
    .where(filterConditions(filter, "plan"))
    .groupBy(plans.priceType);
}

/**
 * How many apps each facet option would give: every count applies the terms and the other
 * facets' choices, but not its own facet's (choosing another category widens the list). Counts
 * that nothing else narrows come from the kept counts; the campaign count starts from the few
 * apps of running campaigns.
 */
export async function countAppFacets(db: TDb, filter: TAppListFilter): Promise<TAppFacetCounts> {
  const at = filter.now.toISOString();
  const rows = await (narrows(filter, "categories")
    ? countPerCategory(db, filterConditions(filter, "categories"))
    : keptCountsPerCategory(db)
  )
    .unionAll(countPerPriceType(db, filter))
    .unionAll(
      db
        .select({
          kind: sql<string>`'campaign'`.as("kind"),
          key: sql<string>`''`.as("key"),
          count: sql<number>`count(*)::int`.as("count"),
        })
        .from(apps)
        .where(
          and(
            sql`${apps.id} in (select ${campaignApps.appId} from ${campaignApps}
              join ${campaigns} on ${campaigns.id} = ${campaignApps.campaignId}
              where ${campaigns.startsAt} <= ${at} and ${campaigns.endsAt} > ${at})`,
            filterConditions(filter, "campaign"),
          ),
        ),
    );
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return {
    categories: new Map(of("category").map((row) => [Number(row.key), Number(row.count)])),
    priceTypes: new Map(
      of("price").flatMap((row) => (row.key === "free" || row.key === "paid" ? [[row.key, Number(row.count)]] : [])),
    ),
    campaign: Number(of("campaign")[0]?.count ?? 0),
  };
}

/** Listed apps per category and per plan: the `count` of SPEC §3 category and plan references (kept counts). */
export async function countListedAppsPerCategoryAndPlan(
  db: TDb,
): Promise<{ categories: Map<number, number>; plans: Map<number, number> }> {
  const [categoryRows, planRows] = await Promise.all([
    db.select({ id: categoryListedCounts.categoryId, count: categoryListedCounts.apps }).from(categoryListedCounts),
    db.select({ id: planListedCounts.planId, count: planListedCounts.apps }).from(planListedCounts),
  ]);
  const of = (rows: { id: number; count: number }[]) => new Map(rows.map((row) => [row.id, Number(row.count)]));
  return { categories: of(categoryRows), plans: of(planRows) };
}
