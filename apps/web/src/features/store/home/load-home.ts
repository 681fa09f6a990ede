import "server-only";
import { countListedApps } from "@store/db/queries/app-facets";
import { findRunningCampaigns } from "@store/db/queries/campaigns";
import { findCategoryTree } from "@store/db/queries/categories";
import type { TDb } from "@store/db/client";
import { localizeEditorial } from "@store/domain/editorial-translations";
import { NO_FLAGS } from "@store/domain/feature-flags";
import { DEFAULT_LOCALE } from "@store/domain/locales";
import { localizeCategoryTree, localizeNewsItem } from "@store/domain/taxonomy-names";
import {
  type TCatalogContext,
  pageCatalogContext,
  listNews,
  listPickupLinks,
  listReleases,
  listTopLinks,
  listAppShelves,
  readTaxonomyNames,
  sharedContext,
  summariesFor,
} from "@/features/store/catalog/index.server";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";

export const NEWS_PER_PAGE = 5;
export const RELEASES_ON_HOME = 6;
export const APPS_PER_SHELF = 6;

const HOME_TAGS = [
  PUBLIC_TAGS.apps,
  PUBLIC_TAGS.taxonomy,
  ...(["news", "pickups", "top_links", "campaigns"] as const).map(PUBLIC_TAGS.editorial),
];

/** Everything the home page shows every visitor alike, read in parallel (the shelves without flags). */
async function readHome(db: TDb, newsPage: number, ctx: TCatalogContext) {
  const [counts, categories, news, releases, pickups, topLinks, shelves, campaigns] = await Promise.all([
    countListedApps(db),
    findCategoryTree(db),
    listNews(db, { page: newsPage, limit: NEWS_PER_PAGE }, ctx),
    listReleases(db, { page: 1, limit: RELEASES_ON_HOME }, ctx),
    listPickupLinks(db, { now: ctx.now }),
    listTopLinks(db, { now: ctx.now }),
    listAppShelves(db, { featured: "featured", newest: "latest", popular: "popular" }, APPS_PER_SHELF, ctx),
    findRunningCampaigns(db, { now: ctx.now }),
  ]);
  return {
    counts,
    categories,
    news,
    releases: releases.data,
    pickups,
    topLinks,
    shelves,
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      title: campaign.title,
      description: campaign.description,
      imageUrl: campaign.imageUrl,
      translations: campaign.translations,
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
    })),
  };
}

/** The home page's data: the shared part through the cache, the request's flags and language applied to it. */
export async function loadHome(newsPage: number) {
  const { flags, locale } = await pageCatalogContext();
  const forcedNewsOrders = flags.forcedNewsOrders;
  const [home, names] = await Promise.all([
    readPublic(`home:${JSON.stringify([newsPage, forcedNewsOrders])}`, HOME_TAGS, (db, now) =>
      readHome(db, newsPage, sharedContext(now, { ...NO_FLAGS, forcedNewsOrders })),
    ),
    readTaxonomyNames(locale ?? DEFAULT_LOCALE),
  ]);
  return {
    ...home,
    categories: localizeCategoryTree(home.categories, names),
    news: {
      ...home.news,
      data: home.news.data.map((item) => localizeNewsItem(localizeEditorial(item, names.locale), names)),
    },
    campaigns: home.campaigns.map((campaign) => localizeEditorial(campaign, names.locale)),
    shelves: {
      featured: summariesFor(home.shelves.featured, flags, names),
      newest: summariesFor(home.shelves.newest, flags, names),
      popular: summariesFor(home.shelves.popular, flags, names),
    },
  };
}

export type THome = Awaited<ReturnType<typeof loadHome>>;
