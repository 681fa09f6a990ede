import { count, eq, min } from "drizzle-orm";
import type { TDb } from "../client";
import { draftApps } from "../schema/drafts";

/**
 * What waits for the operators (DOMAIN.md: drafts and change requests): submitted drafts not yet
 * picked up (`pending`), with the oldest submission, and those in review.
 */
export async function summarizeOpenChangeRequests(db: TDb) {
  const rows = await db
    .select({
      status: draftApps.changeRequestStatus,
      count: count(),
      oldestSubmittedAt: min(draftApps.submittedAt),
    })
    .from(draftApps)
    .where(eq(draftApps.merged, false))
    .groupBy(draftApps.changeRequestStatus);
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    pending: Number(of("pending")?.count ?? 0),
    oldestPendingSubmittedAt: of("pending")?.oldestSubmittedAt ?? null,
    inReview: Number(of("in_review")?.count ?? 0),
  };
}
