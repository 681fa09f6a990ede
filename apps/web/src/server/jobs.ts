import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import { type TClaimedJob, claimDueJob, completeJob, failJobAttempt } from "@store/db/queries/jobs";

/** Runs one job; throwing makes it retry later with backoff, until its attempts run out. */
export type TJobHandler = (db: TDb, job: TClaimedJob) => Promise<void>;
export type TJobHandlers = Record<string, TJobHandler>;

/** First retry after 30 s, then doubling, capped at an hour: 8 attempts span about an hour. */
export const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** A job still running after this long belonged to a worker that died; another may take it. */
export const STALE_LOCK_MS = 10 * 60_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

export type TRunOptions = {
  workerId?: string;
  /** The clock; tests move it forward to reach a retry. */
  now?: () => Date;
  /** At most this many jobs per call, so one call cannot run forever. */
  limit?: number;
  onError?: (job: TClaimedJob, error: unknown) => void;
};

/** Claims and runs due jobs one by one until none is due; answers how many ran. */
export async function runDueJobs(db: TDb, handlers: TJobHandlers, options: TRunOptions = {}): Promise<number> {
  const workerId = options.workerId ?? `web-${process.pid}`;
  const clock = options.now ?? (() => new Date());
  const limit = options.limit ?? 100;
  let ran = 0;
  while (ran < limit) {
    const now = clock();
    const job = await claimDueJob(db, { workerId, now, staleBefore: new Date(now.getTime() - STALE_LOCK_MS) });
    if (!job) break;
    ran += 1;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(db, job);
      await completeJob(db, job.id, clock());
    } catch (error) {
      options.onError?.(job, error);
      const at = clock();
      const retryAt = job.attempts < job.maxAttempts ? new Date(at.getTime() + retryDelayMs(job.attempts)) : null;
      await failJobAttempt(db, job.id, {
        error: error instanceof Error ? error.message : String(error),
        now: at,
        retryAt,
      });
    }
  }
  return ran;
}

export type TJobWorker = { stop: () => Promise<void> };

/**
 * Polls for due jobs every `intervalMs` until stopped. A failed poll (e.g. the database is not
 * reachable for a moment) is reported and the next poll tries again.
 */
export function startJobWorker(options: {
  getDb: () => Promise<TDb>;
  handlers: TJobHandlers;
  intervalMs: number;
  onError?: (error: unknown, job?: TClaimedJob) => void;
}): TJobWorker {
  const workerId = `web-${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        const db = await options.getDb();
        await runDueJobs(db, options.handlers, { workerId, onError: (job, error) => options.onError?.(error, job) });
      } catch (error) {
        options.onError?.(error);
      }
    })();
    void running.then(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, options.intervalMs);
    timer.unref?.();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
