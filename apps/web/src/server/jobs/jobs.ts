import "server-only";
// The store's durable job queue: rows in the `jobs` table, claimed with FOR UPDATE SKIP LOCKED,
// in three lanes (mail, suite, webhooks) that each process works with its own bounded
// concurrency. We keep our own queue rather than pg-boss or graphile-worker: both need a real
// PostgreSQL connection (LISTEN/NOTIFY, advisory locks, their own schema migrations) that the
// embedded PGlite database does not give, and graphile-worker has no per-group fairness either.
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import {
  type TClaimedJob,
  type TJobClaim,
  claimDueJob,
  completeJob,
  enqueueJob as insertJob,
  failJobAttempt,
  heartbeatJob,
} from "@store/db/queries/jobs";
import { JOB_LANES, type TJobLane } from "@store/db/schema/jobs";
import type { z } from "zod";

/** What a running job may use besides the database. */
export type TJobContext = {
  /** The runner's clock (tests move it forward). */
  now: () => Date;
  /** Aborted when the job was taken over by another worker: do nothing more that shows outside. */
  signal: AbortSignal;
  /**
   * Records what the job did and marks it done, in one transaction. Call it right after the step
   * that cannot be undone (a mail the SMTP server accepted): the write is retried through a short
   * database outage, so the fact is not lost and the job is not run again.
   */
  complete: (record?: (tx: TDb) => Promise<void>) => Promise<void>;
};

/**
 * Runs one job; throwing makes it retry later with backoff, until its attempts run out. A handler
 * that does not call `ctx.complete` is marked done when it returns.
 */
export type TJobHandler = (db: TDb, job: TClaimedJob, ctx?: TJobContext) => Promise<void>;
export type TJobHandlers = Record<string, TJobHandler>;

/**
 * One kind of background job, defined by the feature that owns it: its name, the schema of its
 * payload and what runs it. The store's list of them is `src/store-jobs.ts`.
 */
export type TJobDefinition<TPayload extends Record<string, unknown> = Record<string, unknown>> = {
  kind: string;
  /** The lane that works it: `mail` for mails, `suite` for calls to the parent service, `webhooks`. */
  lane: TJobLane;
  payload: z.ZodType<TPayload>;
  handler: (db: TDb, payload: TPayload, job: TClaimedJob, ctx?: TJobContext) => Promise<void>;
  /** Attempts before the job is given up (the queue's default otherwise). */
  maxAttempts?: number;
};

export function defineJob<TPayload extends Record<string, unknown>>(
  definition: TJobDefinition<TPayload>,
): TJobDefinition<TPayload> {
  return definition;
}

/** Queues a job of a kind, once per idempotency key; the payload is checked against its schema. */
export async function enqueueJob<TPayload extends Record<string, unknown>>(
  db: TDb,
  definition: TJobDefinition<TPayload>,
  payload: TPayload,
  options: { idempotencyKey: string; runAt?: Date; maxAttempts?: number; groupKey?: string },
): Promise<{ id: number; created: boolean }> {
  return insertJob(db, {
    kind: definition.kind,
    lane: definition.lane,
    groupKey: options.groupKey,
    payload: definition.payload.parse(payload),
    idempotencyKey: options.idempotencyKey,
    maxAttempts: options.maxAttempts ?? definition.maxAttempts,
    runAt: options.runAt,
  });
}

/**
 * The worker's handlers of a list of definitions. A stored payload that no longer fits its schema
 * fails the attempt with a clear error instead of running on bad data.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of definitions of different payloads
export function jobHandlers(definitions: readonly TJobDefinition<any>[]): TJobHandlers {
  const handlers: TJobHandlers = {};
  for (const definition of definitions) {
    if (handlers[definition.kind]) throw new Error(`two job definitions of kind ${definition.kind}`);
    handlers[definition.kind] = async (db, job, ctx) => {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new Error(`job ${job.id} (${job.kind}) has a payload its schema refuses`);
      await definition.handler(db, parsed.data, job, ctx);
    };
  }
  return handlers;
}

/** First retry after 30 s, then doubling, capped at an hour: 8 attempts span about an hour. */
export const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** A worker refreshes the heartbeat of the job it runs this often. */
export const HEARTBEAT_MS = 10_000;
/**
 * A running job whose heartbeat is older than this belonged to a worker that died; another takes
 * it over. Three missed beats and then some: a database outage of 10 s does not make a job look dead.
 */
export const STALE_AFTER_MS = 45_000;
/** How long a worker keeps retrying the write that records a finished job through a database outage. */
export const PERSIST_DEADLINE_MS = 60_000;

/**
 * Jobs one process runs at once per lane. Mail: an SMTP hand-off takes well under a second, two
 * keep mail flowing while one server answers slowly. Suite: the parent service is one partner
 * with its own limits, two calls overlap a slow one without pressing it. Webhooks: a delivery may
 * wait its whole timeout on a receiver, four let that many providers' slow endpoints wait side
 * by side (one at a time per provider, see claimDueJob) while the others' deliveries go out.
 */
export const LANE_CONCURRENCY: Readonly<Record<TJobLane, number>> = { mail: 2, suite: 2, webhooks: 4 };

export function retryDelayMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

export type TRunOptions = {
  workerId?: string;
  /** The clock; tests move it forward to reach a retry. */
  now?: () => Date;
  /** At most this many jobs per call, so one call cannot run forever. */
  limit?: number;
  /** How long to retry recording a job's outcome while the database does not answer. */
  persistDeadlineMs?: number;
  /** Checked before each claim: a stopping worker finishes its job and claims no other. */
  shouldStop?: () => boolean;
  onError?: (job: TClaimedJob, error: unknown) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a database write, retrying with short growing pauses until it succeeds or the deadline passes. */
async function persist<T>(write: () => Promise<T>, deadlineMs: number): Promise<T> {
  const giveUpAt = Date.now() + deadlineMs;
  let pause = 250;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() + pause > giveUpAt) throw error;
      await sleep(pause);
      pause = Math.min(pause * 2, 5_000);
    }
  }
}

/** Beats for the claim while the job runs; aborts `lost` once another worker holds the job. */
function startHeartbeat(db: TDb, claim: TJobClaim, clock: () => Date, lost: AbortController): () => void {
  const timer = setInterval(() => {
    heartbeatJob(db, claim, clock())
      .then((held) => {
        if (!held) lost.abort(new Error(`job ${claim.id} was taken over by another worker`));
      })
      // The database is away for a moment: the next beat tries again.
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}

type TRunContext = {
  workerId: string;
  clock: () => Date;
  deadline: number;
  onError?: (job: TClaimedJob, error: unknown) => void;
};

function claimNext(db: TDb, run: TRunContext, lane?: TJobLane) {
  const now = run.clock();
  return claimDueJob(db, {
    workerId: run.workerId,
    now,
    staleBefore: new Date(now.getTime() - STALE_AFTER_MS),
    lane,
  });
}

/** Runs one claimed job and records its outcome: done, or a failed attempt with its retry. */
async function runClaimedJob(db: TDb, handlers: TJobHandlers, job: TClaimedJob, run: TRunContext): Promise<void> {
  const { clock, deadline } = run;
  const claim = { id: job.id, attempts: job.attempts };
  const lost = new AbortController();
  const stopHeartbeat = startHeartbeat(db, claim, clock, lost);
  let completed = false;
  const ctx: TJobContext = {
    now: clock,
    signal: lost.signal,
    complete: async (record) => {
      await persist(
        () =>
          db.transaction(async (tx) => {
            await record?.(tx);
            await completeJob(tx, claim, clock());
          }),
        deadline,
      );
      completed = true;
    },
  };
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(db, job, ctx);
    if (!completed) await persist(() => completeJob(db, claim, clock()), deadline);
  } catch (error) {
    run.onError?.(job, error);
    if (!completed) {
      const at = clock();
      const retryAt = job.attempts < job.maxAttempts ? new Date(at.getTime() + retryDelayMs(job.attempts)) : null;
      const message = error instanceof Error ? error.message : String(error);
      await persist(() => failJobAttempt(db, claim, { error: message, now: at, retryAt }), deadline);
    }
  } finally {
    stopHeartbeat();
  }
}

/** Claims and runs due jobs one by one (of one lane, or of all) until none is due; answers how many ran. */
export async function runDueJobs(
  db: TDb,
  handlers: TJobHandlers,
  options: TRunOptions & { lane?: TJobLane } = {},
): Promise<number> {
  const run: TRunContext = {
    workerId: options.workerId ?? `web-${process.pid}`,
    clock: options.now ?? (() => new Date()),
    deadline: options.persistDeadlineMs ?? PERSIST_DEADLINE_MS,
    onError: options.onError,
  };
  const limit = options.limit ?? 100;
  let ran = 0;
  while (ran < limit && !options.shouldStop?.()) {
    const job = await claimNext(db, run, options.lane);
    if (!job) break;
    ran += 1;
    await runClaimedJob(db, handlers, job, run);
  }
  return ran;
}

export type TJobWorker = { stop: () => Promise<void> };

/**
 * Works every lane side by side, each with at most its concurrency of jobs in flight: a lane is
 * topped up every `intervalMs` and whenever one of its jobs ends. A failed poll (e.g. the database
 * is not reachable for a moment) is reported and the next poll tries again. `stop` claims nothing
 * more and waits for the jobs in hand (SIGTERM).
 */
export function startJobWorker(options: {
  getDb: () => Promise<TDb>;
  handlers: TJobHandlers;
  intervalMs: number;
  concurrency?: Partial<Record<TJobLane, number>>;
  now?: () => Date;
  onError?: (error: unknown, job?: TClaimedJob) => void;
}): TJobWorker {
  const run: TRunContext = {
    workerId: `web-${process.pid}-${randomUUID().slice(0, 8)}`,
    clock: options.now ?? (() => new Date()),
    deadline: PERSIST_DEADLINE_MS,
    onError: (job, error) => options.onError?.(error, job),
  };
  const limitOf = (lane: TJobLane) => options.concurrency?.[lane] ?? LANE_CONCURRENCY[lane];
  const inFlight = Object.fromEntries(JOB_LANES.map((lane) => [lane, 0])) as Record<TJobLane, number>;
  const filling = new Map<TJobLane, Promise<void>>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const fill = (lane: TJobLane): Promise<void> => {
    const busy = filling.get(lane);
    if (busy || stopped) return busy ?? Promise.resolve();
    const filled = (async () => {
      try {
        const db = await options.getDb();
        while (!stopped && inFlight[lane] < limitOf(lane)) {
          const job = await claimNext(db, run, lane);
          if (!job) break;
          inFlight[lane] += 1;
          const done = runClaimedJob(db, options.handlers, job, run)
            .catch((error) => options.onError?.(error, job))
            .finally(() => {
              inFlight[lane] -= 1;
              running.delete(done);
              void fill(lane);
            });
          running.add(done);
        }
      } catch (error) {
        options.onError?.(error);
      } finally {
        filling.delete(lane);
      }
    })();
    filling.set(lane, filled);
    return filled;
  };
  const fillAll = () => {
    for (const lane of JOB_LANES) void fill(lane);
  };
  const timer = setInterval(fillAll, options.intervalMs);
  timer.unref?.();
  fillAll();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (filling.size > 0 || running.size > 0) await Promise.all([...filling.values(), ...running]);
    },
  };
}
