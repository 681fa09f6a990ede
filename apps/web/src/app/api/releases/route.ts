import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { readReleases } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({ query: ZFeedPageQuery }, ({ query }) => readReleases(query));
