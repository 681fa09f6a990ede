import "server-only";
import type { TDb } from "@store/db/client";
import { countAppProviders } from "@store/db/queries/app-providers";
import { summarizeOpenChangeRequests } from "@store/db/queries/change-requests";

export type TOperatorOverview = {
  /** Submitted change requests no operator has picked up yet. */
  pendingChangeRequests: number;
  /** When the oldest of those was submitted (ISO), or null. */
  oldestPendingSubmittedAt: string | null;
  inReviewChangeRequests: number;
  providers: number;
  providerUsers: number;
};

/** The operator's start page: what waits for review and how many providers use the store. */
export async function getOperatorOverview(db: TDb): Promise<TOperatorOverview> {
  const [changeRequests, providers] = await Promise.all([summarizeOpenChangeRequests(db), countAppProviders(db)]);
  return {
    pendingChangeRequests: changeRequests.pending,
    oldestPendingSubmittedAt: changeRequests.oldestPendingSubmittedAt?.toISOString() ?? null,
    inReviewChangeRequests: changeRequests.inReview,
    providers: providers.providers,
    providerUsers: providers.providerUsers,
  };
}
