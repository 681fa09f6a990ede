import "server-only";
import type { TDb } from "@store/db/client";
import { listAppProvidersForOperator } from "@store/db/queries/app-providers";
import type { TAppProviderSearch } from "@store/domain/schemas/provider";

/** How many providers the console lists at once; a search narrows the rest. */
export const PROVIDER_LIST_LIMIT = 200;

export type TAppProviderListItem = { id: number; name: string; email: string; userCount: number; appCount: number };

/** /ops/providers: providers by name, optionally those whose name contains the search. */
export async function listAppProviders(
  db: TDb,
  search: TAppProviderSearch,
): Promise<{ providers: TAppProviderListItem[]; hasMore: boolean }> {
  return listAppProvidersForOperator(db, { nameContains: search.q || undefined, limit: PROVIDER_LIST_LIMIT });
}
