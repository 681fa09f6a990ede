import "server-only";
import type { TDb } from "@store/db/client";
import { listOpenDraftApps } from "@store/db/queries/draft-apps";
import type { TProviderPrincipal } from "@store/domain/principals";
import { paginate } from "@store/domain/schemas/common";
import type { TDraftAppListQuery, TDraftAppPage } from "@store/domain/schemas/draft-app";
import { toDraftApp } from "./draft-app-answer";

/** GET /api/developers/experimental/draft_apps: a page of the provider's unmerged drafts, most recently changed first. */
export async function listDraftApps(
  db: TDb,
  principal: TProviderPrincipal,
  query: TDraftAppListQuery,
): Promise<TDraftAppPage> {
  const { rows, count } = await listOpenDraftApps(db, {
    appProviderId: principal.appProviderId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { pagination: paginate(count, query.page, query.limit), data: rows.map(toDraftApp) };
}
