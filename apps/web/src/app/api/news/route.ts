import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/catalog/catalog-context";
import { listNews } from "@/features/catalog/editorial-feeds";
import { route } from "@/server/route";

export const GET = route({ query: ZFeedPageQuery }, ({ db, query, request }) =>
  listNews(
    db,
    query,
    catalogContext((name) => request.headers.get(name)),
  ),
);
