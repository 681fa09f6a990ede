import { ZOwnAppList, ZOwnAppListQuery } from "@store/domain/schemas/draft-app";
import { OWN_LIST_PER_PAGE } from "@store/domain/draft-limits";
import { getOwnAppList } from "@/features/portal/developer-portal/server/get-own-app-list";
import { route } from "@/server/http/route";
import { ownRead } from "@/features/portal/developer-portal/server/own-reads";

/** SPEC §3 Own-app list: a page of the provider's apps and one of its unmerged drafts (`appsPage`, `draftsPage`). */
export const GET = route(
  {
    ...ownRead("The provider's own apps and drafts (the own-app list)", ZOwnAppList),
    description: `Each list is paged on its own, ${OWN_LIST_PER_PAGE} rows a page: \`appsPage\` and \`draftsPage\`, with \`appsPagination\` and \`draftAppsPagination\` in the answer.`,
    query: ZOwnAppListQuery,
  },
  ({ db, principal, query }) => getOwnAppList(db, principal, query),
);
