import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/store/catalog/catalog-context";
import { readNews } from "@/features/store/catalog/read-public-catalog";
import { route } from "@/server/http/route";
import { zPaged } from "@store/domain/schemas/common";
import { ZNewsItem } from "@store/domain/schemas/editorial";

export const GET = route(
  {
    summary: "The store's news, newest first",
    tags: ["Editorial"],
    query: ZFeedPageQuery,
    answers: [{ status: 200, description: "One page of news.", schema: zPaged(ZNewsItem) }],
  },
  ({ query, request }) =>
    readNews(
      query,
      catalogContext((name) => request.headers.get(name)),
    ),
);
