import { ZAppListQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/catalog/catalog-context";
import { readAppList } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({ query: ZAppListQuery }, ({ query, request }) =>
  readAppList(
    query,
    catalogContext((name) => request.headers.get(name)),
  ),
);
