import "server-only";
import type { TDb } from "@store/db/client";
import { listOwnApps } from "@store/db/queries/own-apps";
import { OWN_LIST_PER_PAGE } from "@store/domain/draft-limits";
import type { TProviderPrincipal } from "@store/domain/principals";
import { paginate } from "@store/domain/schemas/common";
import type { TOwnAppList, TOwnAppListQuery } from "@store/domain/schemas/draft-app";

const windowOf = (page: number) => ({ limit: OWN_LIST_PER_PAGE, offset: (page - 1) * OWN_LIST_PER_PAGE });

/**
 * SPEC §3 Own-app list (and GET /api/developers/apps): the apps and drafts of the signed-in user's
 * provider only, each list a page of OWN_LIST_PER_PAGE rows.
 */
export async function getOwnAppList(
  db: TDb,
  principal: TProviderPrincipal,
  query: TOwnAppListQuery = { appsPage: 1, draftsPage: 1 },
): Promise<TOwnAppList> {
  const list = await listOwnApps(db, {
    appProviderId: principal.appProviderId,
    apps: windowOf(query.appsPage),
    drafts: windowOf(query.draftsPage),
  });
  return {
    apps: list.apps.map((app) => ({ ...app, updatedAt: app.updatedAt.toISOString() })),
    draftApps: list.draftApps.map((draft) => ({ ...draft, updatedAt: draft.updatedAt.toISOString() })),
    appsPagination: paginate(list.appCount, query.appsPage, OWN_LIST_PER_PAGE),
    draftAppsPagination: paginate(list.draftAppCount, query.draftsPage, OWN_LIST_PER_PAGE),
  };
}
