import "server-only";
import type { TDb } from "@store/db/client";
import { listProvidersForQueue } from "@store/db/queries/change-requests";

/** The providers the queue's filter offers, by name. */
export function listQueueProviders(db: TDb): Promise<{ id: number; name: string }[]> {
  return listProvidersForQueue(db);
}
