import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/catalog/catalog-context";
import { listReleases } from "@/features/catalog/editorial-feeds";
import { route } from "@/server/route";

export const GET = route({ query: ZFeedPageQuery }, ({ db, query, request }) =>
  listReleases(
    db,
    query,
    catalogContext((name) => request.headers.get(name)),
  ),
);
