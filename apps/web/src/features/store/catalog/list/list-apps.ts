import "server-only";
import { countAppFacets, countListedAppsPerCategoryAndPlan } from "@store/db/queries/app-facets";
import { findAppPage, findAppSummariesByIds, type TAppSummaryRow } from "@store/db/queries/app-list";
import type { TAppListFilter, TAppListOrder } from "@store/db/queries/app-search";
import { findCategoryTree } from "@store/db/queries/categories";
import type { TDb } from "@store/db/client";
import { PRICE_TYPES } from "@store/domain/enums";
import type { TFeatureFlags } from "@store/domain/feature-flags";
import type { TCardTranslations } from "@store/domain/listing-translations";
import type { TAppSummary } from "@store/domain/schemas/app";
import { paginate, type TPagination } from "@store/domain/schemas/common";
import type { TAppListQuery } from "@store/domain/schemas/requests";
import { searchTerms } from "@store/domain/search-text";
import type { TCatalogContext } from "../catalog-context";
import type { TAppFacets } from "../catalog-types";

export type TReferenceCounts = Awaited<ReturnType<typeof countListedAppsPerCategoryAndPlan>>;

/** The order of the list: the chosen sort, else relevance for a query and featured without. */
export function listOrder(query: Pick<TAppListQuery, "q" | "sort">): TAppListOrder {
  if (query.sort) return query.sort;
  return searchTerms(query.q ?? "").length > 0 ? "relevance" : "featured";
}

function listFilter(query: TAppListQuery, now: Date): TAppListFilter {
  return {
    terms: searchTerms(query.q ?? ""),
    categoryIds: query.categories,
    priceType: query.plan ?? null,
    campaign: query.campaign,
    minRating: query.rating ?? null,
    now,
  };
}

/**
 * SPEC §3 App summary from a list row; the forced-app-status flag overrides the status shown. It
 * carries the provider's card translations for the viewer's language (issue 31), which the public
 * reads apply and drop (localizeCard) before anyone sees the summary.
 */
export function toAppSummary(
  row: TAppSummaryRow,
  counts: TReferenceCounts,
  flags: TFeatureFlags,
): TAppSummary & { cardTranslations: TCardTranslations } {
  return {
    cardTranslations: row.cardTranslations,
    id: row.id,
    name: row.name,
    code: row.code,
    categories: row.categories.map((c) => ({ ...c, count: counts.categories.get(c.id) ?? 0 })),
    description: row.description,
    title: row.title,
    body: row.body,
    plan:
      row.planId !== null && row.planName !== null && row.planPriceType !== null
        ? { id: row.planId, name: row.planName, priceType: row.planPriceType, count: counts.plans.get(row.planId) ?? 0 }
        : null,
    lineupImage: row.lineupImage,
    logoImage: row.logoImage,
    status: flags.forcedAppStatus ?? row.status,
    isCampaign: row.isCampaign,
    installedCount: Number(row.installedCount),
    voiceCount: Number(row.voiceCount),
    voiceRating: row.voiceRating === null ? null : Number(row.voiceRating),
    tags: row.tags,
    appProvider: { name: row.providerName },
  };
}

/** A summary read for every viewer (cached) as this request shows it: the forced-app-status flag overrides the status. */
export function withFlags<T extends TAppSummary>(summary: T, flags: TFeatureFlags): T {
  return flags.forcedAppStatus ? { ...summary, status: flags.forcedAppStatus } : summary;
}

/** `GET /api/apps` and the /apps page: one page of matching listed apps. */
export async function listApps(
  db: TDb,
  query: TAppListQuery,
  ctx: TCatalogContext,
): Promise<{ pagination: TPagination; data: TAppSummary[] }> {
  const [page, counts] = await Promise.all([
    findAppPage(db, {
      ...listFilter(query, ctx.now),
      order: listOrder(query),
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    countListedAppsPerCategoryAndPlan(db),
  ]);
  return {
    pagination: paginate(page.count, query.page, query.perPage, page.capped),
    data: page.rows.map((row) => toAppSummary(row, counts, ctx.flags)),
  };
}

/** `GET /api/apps/facets`: every facet option with the apps it would give for the current query. */
export async function listAppFacets(db: TDb, query: TAppListQuery, ctx: TCatalogContext): Promise<TAppFacets> {
  const [tree, counts] = await Promise.all([findCategoryTree(db), countAppFacets(db, listFilter(query, ctx.now))]);
  return {
    categories: tree.map((top) => ({
      id: top.id,
      name: top.name,
      count: counts.categories.get(top.id) ?? 0,
      children: top.children.map((child) => ({ ...child, count: counts.categories.get(child.id) ?? 0 })),
    })),
    plans: PRICE_TYPES.map((priceType) => ({ priceType, count: counts.priceTypes.get(priceType) ?? 0 })),
    campaign: { count: counts.campaign },
  };
}

/** Listed apps by id, in that order, as summaries (for pages that pick their apps). */
export async function listAppSummariesByIds(db: TDb, ids: number[], ctx: TCatalogContext): Promise<TAppSummary[]> {
  const [rows, counts] = await Promise.all([
    findAppSummariesByIds(db, ids, ctx.now),
    countListedAppsPerCategoryAndPlan(db),
  ]);
  return rows.map((row) => toAppSummary(row, counts, ctx.flags));
}

/** The first apps of several orders at once (the home page's featured, newest and popular shelves). */
export async function listAppShelves<K extends string>(
  db: TDb,
  shelves: Record<K, TAppListOrder>,
  limit: number,
  ctx: TCatalogContext,
): Promise<Record<K, TAppSummary[]>> {
  const entries = Object.entries(shelves) as [K, TAppListOrder][];
  const noFilter: TAppListFilter = { terms: [], categoryIds: [], priceType: null, campaign: false, now: ctx.now };
  const [counts, ...pages] = await Promise.all([
    countListedAppsPerCategoryAndPlan(db),
    ...entries.map(([, order]) => findAppPage(db, { ...noFilter, order, limit, offset: 0 })),
  ]);
  return Object.fromEntries(
    entries.map(([key], i) => [
      key,
      (pages[i]?.rows ?? []).map((row): TAppSummary => toAppSummary(row, counts, ctx.flags)),
    ]),
  ) as Record<K, TAppSummary[]>;
}
