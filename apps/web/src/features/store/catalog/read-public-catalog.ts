import "server-only";
import type { TDb } from "@store/db/client";
import { AppError } from "@store/domain/errors";
import { NO_FLAGS, type TFeatureFlags } from "@store/domain/feature-flags";
import { DEFAULT_LOCALE, type TLocale } from "@store/domain/locales";
import type { TAppDetail, TAppSummary } from "@store/domain/schemas/app";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app-content";
import { localizeEditorial } from "@store/domain/editorial-translations";
import { localizeCard, translationIn } from "@store/domain/listing-translations";
import { localizeNewsItem, localizeSummary, type TTaxonomyNames } from "@store/domain/taxonomy-names";
import type { TAppListQuery, TFeedPageQuery } from "@store/domain/schemas/requests";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import type { TCatalogContext } from "./catalog-context";
import { listNews, listPickupLinks, listReleases, listTopLinks } from "./editorial-feeds";
import { completeAppDetailPage, loadPublicAppPage } from "./get-app-detail";
import { listAppFacets, listApps, withFlags } from "./list/list-apps";
import { localizeFacets, readTaxonomyNames } from "./taxonomy-names";

// The catalog's public reads through the process's cache (server/public/public-reads.ts): the cached
// value is what every viewer sees; the request's flags, the viewer's installed state and the names
// of the viewer's language (taxonomy-names.ts) are applied to it here, per request.

/** Lists, facets and app pages show apps, their taxonomy and whether they are in a running campaign. */
const CATALOG_TAGS = [PUBLIC_TAGS.apps, PUBLIC_TAGS.taxonomy, PUBLIC_TAGS.editorial("campaigns")];

/** The context of a read every viewer shares: no flags, no viewer, the cache's time. */
export function sharedContext(now: Date, flags: TFeatureFlags = NO_FLAGS): TCatalogContext {
  return { now, flags, tenantId: null, viewer: "visitor" };
}

/** `GET /api/apps` and the /apps page, through the cache. */
export async function readAppList(query: TAppListQuery, ctx: TCatalogContext) {
  const [page, names] = await Promise.all([
    readPublic(`apps:list:${JSON.stringify(query)}`, CATALOG_TAGS, (db, now) =>
      listApps(db, query, sharedContext(now)),
    ),
    readTaxonomyNames(ctx.locale ?? DEFAULT_LOCALE),
  ]);
  return { ...page, data: summariesFor(page.data, ctx.flags, names) };
}

/** `GET /api/apps/facets` and the /apps page, through the cache, in the viewer's names. */
export async function readAppFacets(query: TAppListQuery, locale: TLocale) {
  const [facets, names] = await Promise.all([
    readPublic(`apps:facets:${JSON.stringify(query)}`, CATALOG_TAGS, (db, now) =>
      listAppFacets(db, query, sharedContext(now)),
    ),
    readTaxonomyNames(locale),
  ]);
  return localizeFacets(facets, names);
}

/** Summaries read for every viewer, as this request shows them: its flags, its language's names. */
export function summariesFor(apps: readonly TAppSummary[], flags: TFeatureFlags, names: TTaxonomyNames): TAppSummary[] {
  return apps.map((app) => localizedSummary(withFlags(app, flags), names));
}

/** A summary in the viewer's language: the taxonomy's names and the provider's card translations. */
export function localizedSummary(app: TAppSummary, names: TTaxonomyNames): TAppSummary {
  return localizeCard(localizeSummary(app, names), names.locale);
}

/**
 * The app page's data: its public part through the cache (an unknown or hidden app too, as
 * null), the viewer's installed state and the flags per request. NOT_FOUND as getAppDetailPage.
 */
export async function readAppDetailPage(
  db: TDb,
  code: string,
  ctx: TCatalogContext,
): Promise<{ app: TAppDetail; related: TAppSummary[]; listing: TListingLanguage }> {
  // A code no app could have is refused before it takes a place in the cache.
  const page = APP_CODE_PATTERN.test(code)
    ? await readPublic(`apps:page:${code}`, CATALOG_TAGS, (store, now) => loadPublicAppPage(store, code, now))
    : null;
  if (!page) throw new AppError("NOT_FOUND", `app ${code} not found`);
  const [completed, names] = await Promise.all([
    completeAppDetailPage(db, page, ctx),
    readTaxonomyNames(ctx.locale ?? DEFAULT_LOCALE),
  ]);
  const available = translationIn(page.content.translations, names.locale) !== null;
  return {
    app: localizeSummary(completed.app, names),
    related: completed.related.map((related) => localizedSummary(related, names)),
    listing: { available, original: available && ctx.original === true, locale: names.locale },
  };
}

/**
 * Which words an app page shows (issue 31): `available` when its provider wrote it in the viewer's
 * language (and the page shows that), `original` when the viewer asked for the Japanese listing.
 */
export type TListingLanguage = { available: boolean; original: boolean; locale: TLocale };

/** `GET /api/news` and the home page's news, through the cache (the forced-news-orders flag is part of the key). */
export async function readNews(query: TFeedPageQuery, ctx: Pick<TCatalogContext, "flags" | "locale">) {
  const forcedOrder = ctx.flags.forcedNewsOrders;
  const [news, names] = await Promise.all([
    readPublic(`news:${JSON.stringify([query, forcedOrder])}`, [PUBLIC_TAGS.editorial("news")], (db, now) =>
      listNews(db, query, sharedContext(now, { ...NO_FLAGS, forcedNewsOrders: forcedOrder })),
    ),
    readTaxonomyNames(ctx.locale ?? DEFAULT_LOCALE),
  ]);
  return {
    ...news,
    data: news.data.map((item) => localizeNewsItem(localizeEditorial(item, names.locale), names)),
  };
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
