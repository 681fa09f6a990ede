import { ZAppListQuery } from "@store/domain/schemas/requests";
import { readAppFacets } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({ query: ZAppListQuery }, ({ query }) => readAppFacets(query));
