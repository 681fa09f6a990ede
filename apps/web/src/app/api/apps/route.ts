import { ZAppListQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/store/catalog/catalog-context";
import { readAppList } from "@/features/store/catalog/read-public-catalog";
import { route } from "@/server/http/route";
import { ZAppSummary } from "@store/domain/schemas/app";
import { zPaged } from "@store/domain/schemas/common";

export const GET = route(
  {
    summary: "Lists the published apps: search, filters, sort, pages",
    tags: ["Catalog"],
    query: ZAppListQuery,
    answers: [{ status: 200, description: "One page of apps.", schema: zPaged(ZAppSummary) }],
  },
  ({ query, request }) =>
    readAppList(
      query,
      catalogContext((name) => request.headers.get(name)),
    ),
);
