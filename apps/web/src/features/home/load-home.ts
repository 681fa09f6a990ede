import "server-only";
import { countListedApps } from "@store/db/queries/apps";
import { findRunningCampaigns } from "@store/db/queries/campaigns";
import { findCategoryTree } from "@store/db/queries/categories";
import { pageCatalogContext } from "@/features/catalog/catalog-context";
import { listNews, listPickupLinks, listReleases, listTopLinks } from "@/features/catalog/editorial-feeds";
import { listAppShelves } from "@/features/catalog/list-apps";
import { getDb } from "@/server/db";

export const NEWS_PER_PAGE = 5;
export const RELEASES_ON_HOME = 6;
export const APPS_PER_SHELF = 6;

/** Everything the home page shows, read in parallel. */
export async function loadHome(newsPage: number) {
  const [db, ctx] = await Promise.all([getDb(), pageCatalogContext()]);
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
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
    })),
  };
}

export type THome = Awaited<ReturnType<typeof loadHome>>;
