import "server-only";
import { findPickupLinks, findTopLinks } from "@store/db/queries/links";
import { findNewsPage } from "@store/db/queries/news";
import { findReleaseFeedPage } from "@store/db/queries/releases";
import type { TDb } from "@store/db/client";
import { paginate, type TPagination } from "@store/domain/schemas/common";
import type { TEditorialSource } from "@store/domain/editorial-translations";
import type { TAppReleaseFeedItem, TLinkBanner, TNewsItem } from "@store/domain/schemas/editorial";
import type { TFeedPageQuery } from "@store/domain/schemas/requests";
import type { TCatalogContext } from "./catalog-context";

type TPaged<T> = { pagination: TPagination; data: T[] };

/** `GET /api/news` and the home page: published news, the forced-news-orders flag first. */
export async function listNews(
  db: TDb,
  query: TFeedPageQuery,
  ctx: TCatalogContext,
): Promise<TPaged<TEditorialSource<TNewsItem>>> {
  const { rows, count } = await findNewsPage(db, { ...query, now: ctx.now, forcedOrder: ctx.flags.forcedNewsOrders });
  return {
    pagination: paginate(count, query.page, query.limit),
    data: rows.map(toNewsItem),
  };
}

/** A news item as the home page shows it: the one builder of the public list and the console's preview. */
export function toNewsItem(
  row: Omit<TEditorialSource<TNewsItem>, "publishedAt"> & { publishedAt: Date },
): TEditorialSource<TNewsItem> {
  return {
    id: row.id,
    title: row.title,
    bodyContent: row.bodyContent,
    categories: row.categories,
    publishedAt: row.publishedAt.toISOString(),
    translations: row.translations,
  };
}

/** `GET /api/releases` and the home page: the store-wide app release feed. */
export async function listReleases(
  db: TDb,
  query: TFeedPageQuery,
  ctx: TCatalogContext,
): Promise<TPaged<TAppReleaseFeedItem>> {
  const { rows, count } = await findReleaseFeedPage(db, { ...query, now: ctx.now });
  return {
    pagination: paginate(count, query.page, query.limit),
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      publishedAt: row.publishedAt.toISOString(),
      url: row.url,
      app: { name: row.appName, code: row.appCode },
    })),
  };
}

/** `GET /api/pickups`: the home carousel's banners published at `now`. */
export async function listPickupLinks(db: TDb, params: { now: Date }): Promise<TLinkBanner[]> {
  return findPickupLinks(db, params);
}

/** `GET /api/top_links`: the home page's top banners published at `now`. */
export async function listTopLinks(db: TDb, params: { now: Date }): Promise<TLinkBanner[]> {
  return findTopLinks(db, params);
}
