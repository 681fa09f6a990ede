import "server-only";
import type { TDb } from "@store/db/client";
import { AppError } from "@store/domain/errors";
import { NO_FLAGS, type TFeatureFlags } from "@store/domain/feature-flags";
import type { TAppDetail, TAppSummary } from "@store/domain/schemas/app";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app-content";
import type { TAppListQuery, TFeedPageQuery } from "@store/domain/schemas/requests";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import type { TCatalogContext } from "./catalog-context";
import { listNews, listPickupLinks, listReleases, listTopLinks } from "./editorial-feeds";
import { completeAppDetailPage, loadPublicAppPage } from "./get-app-detail";
import { listAppFacets, listApps, withFlags } from "./list/list-apps";

// The catalog's public reads through the process's cache (server/public/public-reads.ts): the cached
// value is what every viewer sees; the request's flags and the viewer's installed state are
// applied to it here, per request.

/** Lists, facets and app pages show apps, their taxonomy and whether they are in a running campaign. */
const CATALOG_TAGS = [PUBLIC_TAGS.apps, PUBLIC_TAGS.taxonomy, PUBLIC_TAGS.editorial("campaigns")];

/** The context of a read every viewer shares: no flags, no viewer, the cache's time. */
export function sharedContext(now: Date, flags: TFeatureFlags = NO_FLAGS): TCatalogContext {
  return { now, flags, tenantId: null, viewer: "visitor" };
}

/** `GET /api/apps` and the /apps page, through the cache. */
export async function readAppList(query: TAppListQuery, ctx: TCatalogContext) {
  const page = await readPublic(`apps:list:${JSON.stringify(query)}`, CATALOG_TAGS, (db, now) =>
    listApps(db, query, sharedContext(now)),
  );
  return { ...page, data: page.data.map((app) => withFlags(app, ctx.flags)) };
}

/** `GET /api/apps/facets` and the /apps page, through the cache. */
export function readAppFacets(query: TAppListQuery) {
  return readPublic(`apps:facets:${JSON.stringify(query)}`, CATALOG_TAGS, (db, now) =>
    listAppFacets(db, query, sharedContext(now)),
  );
}

/** Summaries read for every viewer, as this request shows them. */
export function summariesWithFlags(apps: readonly TAppSummary[], flags: TFeatureFlags): TAppSummary[] {
  return apps.map((app) => withFlags(app, flags));
}

/**
 * The app page's data: its public part through the cache (an unknown or hidden app too, as
 * null), the viewer's installed state and the flags per request. NOT_FOUND as getAppDetailPage.
 */
export async function readAppDetailPage(
  db: TDb,
  code: string,
  ctx: TCatalogContext,
): Promise<{ app: TAppDetail; related: TAppSummary[] }> {
  // A code no app could have is refused before it takes a place in the cache.
  const page = APP_CODE_PATTERN.test(code)
    ? await readPublic(`apps:page:${code}`, CATALOG_TAGS, (store, now) => loadPublicAppPage(store, code, now))
    : null;
  if (!page) throw new AppError("NOT_FOUND", `app ${code} not found`);
  return completeAppDetailPage(db, page, ctx);
}

/** `GET /api/news` and the home page's news, through the cache (the forced-news-orders flag is part of the key). */
export function readNews(query: TFeedPageQuery, flags: TFeatureFlags) {
  const forcedOrder = flags.forcedNewsOrders;
  return readPublic(`news:${JSON.stringify([query, forcedOrder])}`, [PUBLIC_TAGS.editorial("news")], (db, now) =>
    listNews(db, query, sharedContext(now, { ...NO_FLAGS, forcedNewsOrders: forcedOrder })),
  );
}

/** `GET /api/releases`: the store-wide release feed, through the cache. */
export function readReleases(query: TFeedPageQuery) {
  return readPublic(`releases:${JSON.stringify(query)}`, [PUBLIC_TAGS.apps], (db, now) =>
    listReleases(db, query, sharedContext(now)),
  );
}

/** `GET /api/pickups`, through the cache. */
export function readPickupLinks() {
  return readPublic("pickups", [PUBLIC_TAGS.editorial("pickups")], (db, now) => listPickupLinks(db, { now }));
}

/** `GET /api/top_links`, through the cache. */
export function readTopLinks() {
  return readPublic("top_links", [PUBLIC_TAGS.editorial("top_links")], (db, now) => listTopLinks(db, { now }));
}
