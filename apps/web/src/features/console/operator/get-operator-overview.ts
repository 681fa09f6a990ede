import "server-only";
import type { TDb } from "@store/db/client";
import { countAppProviders } from "@store/db/queries/app-providers";
import { summarizeOpenChangeRequests } from "@store/db/queries/change-requests";
import { listScheduledEditorial, type TScheduledKind } from "@store/db/queries/editorial-schedule";
import { countFailedJobs, jobLaneStats, type TJobLaneStats } from "@store/db/queries/jobs";
import { MAIL_JOB_KINDS } from "@/features/console/failed-mails/index.server";

/** How far ahead the start page looks for content that goes live. */
export const SCHEDULE_HORIZON_DAYS = 7;
const SCHEDULE_LIMIT = 20;

export type TOperatorOverview = {
  /** Submitted change requests no operator has picked up yet. */
  pendingChangeRequests: number;
  /** When the oldest of those was submitted (ISO), or null. */
  oldestPendingSubmittedAt: string | null;
  inReviewChangeRequests: number;
  providers: number;
  providerUsers: number;
  /** Editorial content going live within SCHEDULE_HORIZON_DAYS, soonest first. */
  scheduled: { kind: TScheduledKind; id: number; label: string; goesLiveAt: string }[];
  /** Mails that ran out of attempts. */
  failedMails: number;
  /** Per lane of the job queue: jobs due now and how long the oldest has waited. */
  queues: TJobLaneStats[];
};

/**
 * The operator's start page: what waits for review, what goes live soon, which mails failed, how
 * the job queue's lanes keep up and how many providers use the store.
 */
export async function getOperatorOverview(db: TDb, now: Date = new Date()): Promise<TOperatorOverview> {
  const until = new Date(now.getTime() + SCHEDULE_HORIZON_DAYS * 86_400_000);
  const [changeRequests, providers, scheduled, failedMails, queues] = await Promise.all([
    summarizeOpenChangeRequests(db),
    countAppProviders(db),
    listScheduledEditorial(db, { now, until, limit: SCHEDULE_LIMIT }),
    countFailedJobs(db, { kinds: MAIL_JOB_KINDS }),
    jobLaneStats(db, now),
  ]);
  return {
    pendingChangeRequests: changeRequests.pending,
    oldestPendingSubmittedAt: changeRequests.oldestPendingSubmittedAt?.toISOString() ?? null,
    inReviewChangeRequests: changeRequests.inReview,
    providers: providers.providers,
    providerUsers: providers.providerUsers,
    scheduled: scheduled.map((item) => ({ ...item, goesLiveAt: item.goesLiveAt.toISOString() })),
    failedMails,
    queues,
  };
}
