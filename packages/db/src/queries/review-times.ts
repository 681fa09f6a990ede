import { and, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { draftApps } from "../schema/drafts";

// The review queue's time to decision (issue 29, the operator's analytics): from a change request's
// submission to the operator's decision (approve, reject, back to draft). A draft keeps its last
// submission and decision only, so a request decided, resubmitted and not yet decided again counts
// as waiting, not as its earlier decision.

export type TReviewTimes = {
  /** Decisions taken in the period, by outcome. */
  decided: { approved: number; rejected: number; backToDraft: number };
  /** Hours from submission to decision: the median and the 90th percentile; null without decisions. */
  medianHours: number | null;
  p90Hours: number | null;
  /** Change requests waiting now (pending or in review), and the oldest one's wait in hours. */
  waiting: number;
  oldestWaitingHours: number | null;
};

const hours = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The decisions of [from, to) and the queue as of `now`; the store's, or one provider's. */
export async function readReviewTimes(
  db: TDb,
  params: { appProviderId: number | null; from: Date; to: Date; now: Date },
): Promise<TReviewTimes> {
  const own: SQL = params.appProviderId === null ? sql`true` : eq(draftApps.appProviderId, params.appProviderId);
  const waited = sql`extract(epoch from ${draftApps.reviewedAt} - ${draftApps.submittedAt}) / 3600`;
  const status = draftApps.changeRequestStatus;
  const [[decided], [queue]] = await Promise.all([
    db
      .select({
        approved: sql<number>`count(*) filter (where ${status} = 'approved')::int`,
        rejected: sql<number>`count(*) filter (where ${status} = 'rejected')::int`,
        backToDraft: sql<number>`count(*) filter (where ${status} = 'in_draft')::int`,
        median: sql<string | null>`percentile_cont(0.5) within group (order by ${waited})`,
        p90: sql<string | null>`percentile_cont(0.9) within group (order by ${waited})`,
      })
      .from(draftApps)
      .where(
        and(
          own,
          inArray(status, ["approved", "rejected", "in_draft"]),
          isNotNull(draftApps.submittedAt),
          gte(draftApps.reviewedAt, params.from),
          lt(draftApps.reviewedAt, params.to),
          sql`${draftApps.reviewedAt} >= ${draftApps.submittedAt}`,
        ),
      ),
    db
      .select({
        waiting: sql<number>`count(*)::int`,
        oldest: sql<
          string | null
        >`extract(epoch from ${params.now.toISOString()}::timestamptz - min(${draftApps.submittedAt})) / 3600`,
      })
      .from(draftApps)
      .where(and(own, inArray(status, ["pending", "in_review"]))),
  ]);
  return {
    decided: {
      approved: decided?.approved ?? 0,
      rejected: decided?.rejected ?? 0,
      backToDraft: decided?.backToDraft ?? 0,
    },
    medianHours: hours(decided?.median ?? null),
    p90Hours: hours(decided?.p90 ?? null),
    waiting: queue?.waiting ?? 0,
    oldestWaitingHours: hours(queue?.oldest ?? null),
  };
}
