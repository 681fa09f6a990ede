import { ZFeedPageQuery } from "@store/domain/schemas/requests";
import { readReleases } from "@/features/store/catalog/read-public-catalog";
import { route } from "@/server/http/route";
import { zPaged } from "@store/domain/schemas/common";
import { ZAppReleaseFeedItem } from "@store/domain/schemas/editorial";

export const GET = route(
  {
    summary: "Release notes of the published apps, newest first",
    tags: ["Editorial"],
    query: ZFeedPageQuery,
    answers: [{ status: 200, description: "One page of releases.", schema: zPaged(ZAppReleaseFeedItem) }],
  },
  ({ query }) => readReleases(query),
);
