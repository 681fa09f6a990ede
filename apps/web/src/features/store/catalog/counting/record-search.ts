import "server-only";
import { recordSearchQuery } from "@store/db/queries/search-queries";
import type { TAppListQuery } from "@store/domain/schemas/requests";
import { headers } from "next/headers";
import { after } from "next/server";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { isPersonVisit } from "./person-visit";

// The operator's top searches (issue 29): a person's search on /apps is counted after the response
// (Next.js `after`), once per query on its first page (turning pages is not searching again), with
// whether it found anything. Only the normalised query is kept.

/** Schedules the search's count for after the response; a failure is logged, never shown. */
export async function countSearch(query: TAppListQuery, found: number): Promise<void> {
  if (!query.q || query.page !== 1) return;
  const search = query.q;
  if (!isPersonVisit(await headers())) return;
  after(async () => {
    try {
      await recordSearchQuery(await getDb(), { query: search, found: found > 0 });
    } catch (error) {
      logger.warn({ err: error }, "the search was not counted");
    }
  });
}
