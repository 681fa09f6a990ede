import { ZAppListQuery } from "@store/domain/schemas/requests";
import { catalogContext } from "@/features/catalog/catalog-context";
import { listApps } from "@/features/catalog/list-apps";
import { route } from "@/server/route";

export const GET = route({ query: ZAppListQuery }, ({ db, query, request }) =>
  listApps(
    db,
    query,
    catalogContext((name) => request.headers.get(name)),
  ),
);
