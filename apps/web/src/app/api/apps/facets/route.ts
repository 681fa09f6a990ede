import { ZAppListQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/catalog/catalog-context";
import { listAppFacets } from "@/features/catalog/list-apps";
import { route } from "@/server/route";

export const GET = route({ query: ZAppListQuery }, ({ db, query, request }) =>
  listAppFacets(
    db,
    query,
    catalogContext((name) => request.headers.get(name)),
  ),
);
