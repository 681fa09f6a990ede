import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/catalog/catalog-context";
import { readNews } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({ query: ZFeedPageQuery }, ({ query, request }) =>
  readNews(query, catalogContext((name) => request.headers.get(name)).flags),
);
