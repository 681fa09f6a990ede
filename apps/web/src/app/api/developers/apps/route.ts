import { ZOwnAppListQuery } from "@store/domain/schemas/draft-app";
import { getOwnAppList } from "@/features/developer-portal/server/get-own-app-list";
import { route } from "@/server/route";

/** SPEC §3 Own-app list: a page of the provider's apps and one of its unmerged drafts (`appsPage`, `draftsPage`). */
export const GET = route({ auth: "providerUser", query: ZOwnAppListQuery }, ({ db, principal, query }) =>
  getOwnAppList(db, principal, query),
);
