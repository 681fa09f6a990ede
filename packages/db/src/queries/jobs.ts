import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { JOB_LANES, jobs, type TJobLane } from "../schema/jobs";

export type TJobRow = typeof jobs.$inferSelect;

/**
 * Queues a job once per idempotency key: a second call with the same key returns the job already
 * queued and queues nothing.
 */
export async function enqueueJob(
  db: TDb,
  job: {
    kind: string;
    /** The lane that works it (`mail` unless said). */
    lane?: TJobLane;
    /** Jobs of one group run one at a time (claimDueJob). */
    groupKey?: string;
    payload: Record<string, unknown>;
    idempotencyKey: string;
    maxAttempts?: number;
    runAt?: Date;
  },
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      ...(job.lane ? { lane: job.lane } : {}),
      ...(job.groupKey ? { groupKey: job.groupKey } : {}),
      payload: job.payload,
      idempotencyKey: job.idempotencyKey,
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.idempotencyKey, job.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error(`job ${job.idempotencyKey} neither inserted nor found`);
  return { id: existing.id, created: false };
}

type TClaimedRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  idempotency_key: string;
};

export type TClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, counting from 1. */
  attempts: number;
  maxAttempts: number;
  idempotencyKey: string;
};

/**
 * Claims the next due job for one worker, atomically: a pending job whose time has come, or a
 * running one whose worker stopped beating (last heartbeat before `staleBefore`) so nothing is
 * lost when a process dies. SKIP LOCKED lets several workers claim side by side (PGlite and
 * PostgreSQL). Each claim counts an attempt; that number fences the claim's later writes.
 *
 * With `lane`, only that lane's jobs. A job of a group is skipped while another job of its group
 * runs with a fresh heartbeat, so one provider's backlog waits behind itself only; otherwise the
 * oldest due job comes first. Two workers claiming at the same instant may each take one job of a
 * group: the rule bounds a group's share, it is not a lock.
 */
export async function claimDueJob(
  db: TDb,
  params: { workerId: string; now: Date; staleBefore: Date; lane?: TJobLane },
): Promise<TClaimedJob | undefined> {
  const now = params.now.toISOString();
  const stale = params.staleBefore.toISOString();
  const inLane = params.lane ? sql`candidate.lane = ${params.lane} and` : sql``;
  const [row] = await selectRows<TClaimedRow>(
    db,
    sql`update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_at = ${now},
          locked_by = ${params.workerId}, heartbeat_at = ${now}, updated_at = ${now}
        where ${jobs.id} = (
          select candidate.id from ${jobs} as candidate
          where ${inLane} ((candidate.status = 'pending' and candidate.run_at <= ${now})
             or (candidate.status = 'running' and coalesce(candidate.heartbeat_at, candidate.locked_at) < ${stale}))
            and (candidate.group_key is null or not exists (
              select 1 from ${jobs} as busy
              where busy.group_key = candidate.group_key and busy.status = 'running' and busy.id <> candidate.id
                and coalesce(busy.heartbeat_at, busy.locked_at) >= ${stale}))
          order by candidate.run_at, candidate.id
          limit 1
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, idempotency_key`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    idempotencyKey: row.idempotency_key,
  };
}

/** One claim of a job: its id and the attempt number the claim counted. */
export type TJobClaim = { id: number; attempts: number };

/** The claim still holds the job: running, and not claimed again since by another worker. */
function heldBy(claim: TJobClaim) {
  return and(eq(jobs.id, claim.id), eq(jobs.status, "running"), eq(jobs.attempts, claim.attempts));
}

/** The worker is alive and still runs the job; false when the job was taken over or finished. */
export async function heartbeatJob(db: TDb, claim: TJobClaim, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ heartbeatAt: now, updatedAt: now })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the claimed job done; false when another worker holds it now. */
export async function completeJob(db: TDb, claim: TJobClaim, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "done", lockedAt: null, lockedBy: null, heartbeatAt: null, lastError: null, updatedAt: now })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed attempt: the job waits until `retryAt`, or is given up (`failed`) when retryAt is null. */
export async function failJobAttempt(
  db: TDb,
  claim: TJobClaim,
  params: { error: string; now: Date; retryAt: Date | null },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: params.retryAt ? "pending" : "failed",
      runAt: params.retryAt ?? undefined,
      lockedAt: null,
      lockedBy: null,
      heartbeatAt: null,
      lastError: params.error.slice(0, 2000),
      updatedAt: params.now,
    })
    .where(heldBy(claim));
}

/**
 * Makes a waiting job due at `runAt`; with `revive`, also a job that ran out of attempts, with a
 * new set of them. A job running or done is left alone. False when no such job was found.
 */
export async function rescheduleJob(
  db: TDb,
  params: { idempotencyKey: string; runAt: Date; revive?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      runAt: params.runAt,
      attempts: sql`case when ${jobs.status} = 'failed' then 0 else ${jobs.attempts} end`,
      status: "pending",
      updatedAt: params.runAt,
    })
    .where(
      and(
        eq(jobs.idempotencyKey, params.idempotencyKey),
        inArray(jobs.status, params.revive ? ["pending", "failed"] : ["pending"]),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJob(db: TDb, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** Jobs of these kinds that ran out of attempts, newest first. */
export async function listFailedJobs(db: TDb, params: { kinds: readonly string[]; limit: number }) {
  if (params.kinds.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.updatedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(and(eq(jobs.status, "failed"), inArray(jobs.kind, [...params.kinds])))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(params.limit);
}

export async function countFailedJobs(db: TDb, params: { kinds: readonly string[] }): Promise<number> {
  if (params.kinds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.status, "failed"), inArray(jobs.kind, [...params.kinds])));
  return Number(row?.value ?? 0);
}

/**
 * Gives a failed job of these kinds a new set of attempts, due now. Undefined when no such job is
 * failed (it does not exist, is of another kind, or was retried already).
 */
export async function retryFailedJob(db: TDb, params: { id: number; kinds: readonly string[]; now: Date }) {
  const [row] = await db
    .update(jobs)
    .set({ status: "pending", attempts: 0, runAt: params.now, lastError: null, updatedAt: params.now })
    .where(and(eq(jobs.id, params.id), eq(jobs.status, "failed"), inArray(jobs.kind, [...params.kinds])))
    .returning({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, status: jobs.status });
  return row;
}

/**
 * The queue as an operator watches it: jobs waiting per status, and how long the oldest job that
 * is due has waited (0 when none is due).
 */
export async function jobQueueStats(db: TDb, now: Date) {
  const rows = await selectRows<{ status: string; depth: number; oldest_due: Date | string | null }>(
    db,
    sql`select ${jobs.status} as status, count(*)::int as depth,
          min(case when ${jobs.runAt} <= ${now} then ${jobs.runAt} end) as oldest_due
        from ${jobs} where ${jobs.status} in ('pending', 'running', 'failed') group by ${jobs.status}`,
  );
  return rows.map((row) => ({
    status: row.status,
    depth: row.depth,
    oldestDueAgeSeconds: row.oldest_due ? Math.max(0, (now.getTime() - new Date(row.oldest_due).getTime()) / 1000) : 0,
  }));
}

export type TJobLaneStats = {
  lane: TJobLane;
  /** Pending jobs whose time has come. */
  due: number;
  /** How long the oldest of them has waited, in seconds (0 when none is due). */
  oldestDueAgeSeconds: number;
};

/** Per lane: how many pending jobs are due and how long the oldest has waited; every lane, zero when idle. */
export async function jobLaneStats(db: TDb, now: Date): Promise<TJobLaneStats[]> {
  const rows = await selectRows<{ lane: string; due: number; oldest_due: Date | string | null }>(
    db,
    sql`select ${jobs.lane} as lane, count(*)::int as due, min(${jobs.runAt}) as oldest_due
        from ${jobs} where ${jobs.status} = 'pending' and ${jobs.runAt} <= ${now.toISOString()}
        group by ${jobs.lane}`,
  );
  return JOB_LANES.map((lane) => {
    const row = rows.find((candidate) => candidate.lane === lane);
    const oldest = row?.oldest_due ? new Date(row.oldest_due).getTime() : null;
    return {
      lane,
      due: Number(row?.due ?? 0),
      oldestDueAgeSeconds: oldest === null ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    };
  });
}
