import { LISTED_APP_STATUSES, SUITE_DATA_APP_CODE, type TPriceType, VISIBLE_APP_STATUSES } from "@store/domain/enums";
import { termGrams, termNameGrams } from "@store/domain/search-grams";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import {
  appCategories,
  appTags,
  apps,
  categoryListedCounts,
  listedAppCategories,
  planListedCounts,
} from "../schema/apps";
import { campaignApps, campaigns } from "../schema/editorial";
import { appProviderAwards, appProviders } from "../schema/providers";
import { categories, plans, tags } from "../schema/taxonomy";
import { installations } from "../schema/tenants";
import { SEARCH_TEXT_LINES, searchTextLine, type TSearchTextLine } from "../search/search-document";

export async function findAppNameByCode(db: TDb, code: string): Promise<string | undefined> {
  const [row] = await db.select({ name: apps.name }).from(apps).where(eq(apps.code, code)).limit(1);
  return row?.name;
}

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

// ---------------------------------------------------------------------------------------------
// The public app list: filters, facets, orders.

/** What narrows the public list. Terms are already folded (domain search-text). */
export type TAppListFilter = {
  terms: string[];
  /** A top-level category also matches the apps of its children; several ids match any of them. */
  categoryIds: number[];
  priceType: TPriceType | null;
  /** Only apps of a campaign running at `now`. */
  campaign: boolean;
  now: Date;
};

export const APP_LIST_ORDERS = ["relevance", "latest", "popular", "featured"] as const;
export type TAppListOrder = (typeof APP_LIST_ORDERS)[number];

/** Escapes LIKE's wildcards and its escape character, so a term matches only itself. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const listed = () => inArray(apps.status, [...LISTED_APP_STATUSES]);

/**
 * Every term occurs in the app's search text. The GIN-indexed grams narrow the candidates (an app
 * holding a term holds all of its grams); LIKE over the text decides, exactly as without the index.
 */
function termsCondition(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  const grams = [...new Set(terms.flatMap(termGrams))];
  return and(
    sql`${apps.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    ...terms.map((term) => sql`${apps.searchText} like ${`%${escapeLike(term)}%`} escape '\\'`),
  );
}

/** In one of the categories or their children (listed_app_categories holds both for a listed app). */
function categoryCondition(categoryIds: number[]): SQL | undefined {
  if (categoryIds.length === 0) return undefined;
  return sql`exists (select 1 from ${listedAppCategories}
    where ${listedAppCategories.appId} = ${apps.id} and ${inArray(listedAppCategories.categoryId, categoryIds)})`;
}

function priceTypeCondition(priceType: TPriceType | null): SQL | undefined {
  if (!priceType) return undefined;
  return sql`exists (select 1 from ${plans} where ${plans.id} = ${apps.planId} and ${plans.priceType} = ${priceType})`;
}

/** True for an app in a campaign that runs at `now` (startsAt inclusive, endsAt exclusive). */
function inRunningCampaign(now: Date): SQL<boolean> {
  const at = now.toISOString();
  return sql<boolean>`exists (select 1 from ${campaignApps} join ${campaigns} on ${campaigns.id} = ${campaignApps.campaignId}
    where ${campaignApps.appId} = ${apps.id} and ${campaigns.startsAt} <= ${at} and ${campaigns.endsAt} > ${at})`;
}

type TFacet = "categories" | "plan" | "campaign";

/** The filter's conditions on listed apps, leaving out one facet (for that facet's counts). */
function filterConditions(filter: TAppListFilter, except?: TFacet): SQL | undefined {
  const inCategories = except === "categories" ? undefined : categoryCondition(filter.categoryIds);
  return and(
    // listed_app_categories holds listed apps only: with a category, the status check is implied
    // (and left out, so the planner starts from the category's apps instead of the apps table).
    inCategories ? undefined : listed(),
    termsCondition(filter.terms),
    inCategories,
    except === "plan" ? undefined : priceTypeCondition(filter.priceType),
    except === "campaign" || !filter.campaign ? undefined : inRunningCampaign(filter.now),
  );
}

/** What a term scores by the best field it occurs in (name > title > tags > provider > description). */
const LINE_SCORES: Record<TSearchTextLine, number> = {
  name: 100,
  nameReading: 100,
  title: 40,
  titleReading: 40,
  tags: 20,
  provider: 10,
  description: 1,
};

const lineOf = (line: TSearchTextLine) => sql`split_part(${apps.searchText}, chr(10), ${searchTextLine(line)})`;

/**
 * Relevance of an app to the terms: per term, the score of the best field it occurs in, plus a
 * bonus when the name (or its reading) starts with the term, and one when it is the whole query.
 * search_text's lines fall in relevance (search/search-document.ts), so the best field is the line
 * of the term's first occurrence: one strpos and a count of the line breaks before it.
 */
function relevance(terms: string[]): SQL<number> {
  if (terms.length === 0) return sql<number>`0`;
  const scores = sql.raw(`array[${SEARCH_TEXT_LINES.map((line) => LINE_SCORES[line]).join(", ")}]`);
  const names = [lineOf("name"), lineOf("nameReading")];
  const perTerm = terms.map((term) => {
    const before = sql`left(${apps.searchText}, strpos(${apps.searchText}, ${term}) - 1)`;
    const line = sql`length(${before}) - length(replace(${before}, chr(10), '')) + 1`;
    const prefix = sql.join(
      names.map((name) => sql`starts_with(${name}, ${term})`),
      sql` or `,
    );
    return sql`(coalesce((${scores})[${line}], 0) + case when ${prefix} then 30 else 0 end)`;
  });
  const whole = terms.join(" ");
  const exact = sql.join(
    names.map((name) => sql`${name} = ${whole}`),
    sql` or `,
  );
  return sql<number>`(${sql.join(perTerm, sql` + `)} + case when ${exact} then 200 else 0 end)`;
}

/** Every term occurs in the app's name or its reading (name-tagged grams narrow, LIKE decides). */
function inNameCondition(terms: string[]): SQL | undefined {
  const grams = [...new Set(terms.flatMap(termNameGrams))];
  return and(
    sql`${apps.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    ...terms.map((term) => {
      const like = `%${escapeLike(term)}%`;
      return sql`(${lineOf("name")} like ${like} escape '\\' or ${lineOf("nameReading")} like ${like} escape '\\')`;
    }),
  );
}

/**
 * The most an app can score when some term is not in its name lines: that term scores at most a
 * title's 40 (no name starts with it, and the query is not its name), every other at most a
 * name's 100 plus 30 for a name starting with it.
 */
const bestScoreOutsideNames = (terms: string[]) => (LINE_SCORES.name + 30) * (terms.length - 1) + LINE_SCORES.title;

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

function orderBy(order: TAppListOrder, terms: string[]): SQL[] {
  const latest = [sql`${apps.publishedAt} desc nulls last`, desc(apps.id)];
  const featured = [sql`${apps.featuredPosition} asc nulls last`, ...latest];
  const byRelevance = terms.length > 0 ? [sql`${relevance(terms)} desc`] : [];
  switch (order) {
    case "relevance":
      return [...byRelevance, ...featured];
    case "latest":
      return [...latest.slice(0, 1), ...byRelevance, ...latest.slice(1)];
    case "popular":
      return [desc(apps.installedCount), ...byRelevance, ...latest];
    case "featured":
      return [sql`${apps.featuredPosition} asc nulls last`, ...byRelevance, ...latest];
  }
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

export type TAppFacetCounts = {
  /** Per category id: matching apps in it or in its children. */
  categories: Map<number, number>;
  priceTypes: Map<TPriceType, number>;
  campaign: number;
};

/** Whether a filter narrows the list beyond "listed", leaving one facet out. */
function narrows(filter: TAppListFilter, except: TFacet): boolean {
  return (
    filter.terms.length > 0 ||
    (except !== "categories" && filter.categoryIds.length > 0) ||
    (except !== "plan" && filter.priceType !== null) ||
    (except !== "campaign" && filter.campaign)
  );
}

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

// ---------------------------------------------------------------------------------------------
// One app's page: its content and the store's facts about it (domain app-detail.ts builds the page).

/** The app's row as the detail page needs it: content and the store's own columns. */
function appPageColumns() {
  return {
    id: apps.id,
    content: apps.content,
    status: apps.status,
    appProviderId: apps.appProviderId,
    providerName: appProviders.name,
    oauthClientId: apps.oauthClientId,
    installable: apps.installable,
    uninstallable: apps.uninstallable,
    suiteDataIntegrationOnly: apps.suiteDataIntegrationOnly,
    suiteOptionTypes: apps.suiteOptionTypes,
    isSuiteOptionWithSubscription: apps.isSuiteOptionWithSubscription,
    suiteIdpUrl: apps.suiteIdpUrl,
    suiteDataUrl: apps.suiteDataUrl,
    supportedSuiteOptions: apps.supportedSuiteOptions,
  };
}

export type TAppPageRow = Awaited<ReturnType<typeof findAppPageRow>>;

async function findAppPageRow(db: TDb, where: SQL | undefined) {
  const [row] = await db
    .select(appPageColumns())
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(where)
    .limit(1);
  return row;
}

/** An app whose detail page is public (upcoming, published, discontinued). */
export function findPublicAppByCode(db: TDb, code: string) {
  return findAppPageRow(db, and(eq(apps.code, code), inArray(apps.status, [...VISIBLE_APP_STATUSES])));
}

/** A provider's own app whatever its status (previews); another provider's is undefined. */
export function findProviderAppById(db: TDb, params: { appId: number; appProviderId: number }) {
  return findAppPageRow(db, and(eq(apps.id, params.appId), eq(apps.appProviderId, params.appProviderId)));
}

/** The provider's awards, in their order (SPEC §3 App service.awards). */
export function findProviderAwards(db: TDb, appProviderId: number) {
  return db
    .select({ id: appProviderAwards.id, title: appProviderAwards.title, description: appProviderAwards.description })
    .from(appProviderAwards)
    .where(eq(appProviderAwards.appProviderId, appProviderId))
    .orderBy(asc(appProviderAwards.position), asc(appProviderAwards.id));
}

/** The campaign the app takes part in at `now` (ending soonest first), if any. */
export async function findRunningCampaign(db: TDb, params: { appId: number; now: Date }) {
  const at = params.now.toISOString();
  const [campaign] = await db
    .select({ benefits: campaigns.benefits, conditions: campaigns.conditions })
    .from(campaignApps)
    .innerJoin(campaigns, eq(campaigns.id, campaignApps.campaignId))
    .where(
      and(eq(campaignApps.appId, params.appId), sql`${campaigns.startsAt} <= ${at}`, sql`${campaigns.endsAt} > ${at}`),
    )
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
    .limit(1);
  return campaign ?? null;
}

/** The app and the published apps that share its OAuth client (one provider account), by id. */
export function findAppsSharingOauthClient(db: TDb, params: { appId: number; oauthClientId: number }) {
  return db
    .select({ id: apps.id, name: apps.name, code: apps.code })
    .from(apps)
    .where(
      and(
        eq(apps.oauthClientId, params.oauthClientId),
        sql`(${apps.status} = 'published' or ${apps.id} = ${params.appId})`,
      ),
    )
    .orderBy(asc(apps.id));
}

/** Names of the categories, plans and tags with these ids (ids that do not exist are left out). */
export async function findTaxonomyByIds(db: TDb, ids: { categoryIds: number[]; planIds: number[]; tagIds: number[] }) {
  const [categoryRows, planRows, tagRows] = await Promise.all([
    ids.categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids.categoryIds))
      : [],
    ids.planIds.length
      ? db
          .select({ id: plans.id, name: plans.name, priceType: plans.priceType })
          .from(plans)
          .where(inArray(plans.id, ids.planIds))
      : [],
    ids.tagIds.length ? db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, ids.tagIds)) : [],
  ]);
  return { categories: categoryRows, plans: planRows, tags: tagRows };
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

/** Whether a tenant has the app, and the suite's data-integration app, installed. */
export async function findInstallationState(
  db: TDb,
  params: { tenantId: string; appId: number },
): Promise<{ installed: boolean; suiteDataInstalled: boolean }> {
  const rows = await db
    .select({ appId: installations.appId, code: apps.code })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(
      and(
        eq(installations.tenantId, params.tenantId),
        sql`(${installations.appId} = ${params.appId} or ${apps.code} = ${SUITE_DATA_APP_CODE})`,
      ),
    );
  return {
    installed: rows.some((row) => row.appId === params.appId),
    suiteDataInstalled: rows.some((row) => row.code === SUITE_DATA_APP_CODE),
  };
}
