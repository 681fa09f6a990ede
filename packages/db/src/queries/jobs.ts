import { eq, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { jobs } from "../schema/jobs";

export type TJobRow = typeof jobs.$inferSelect;

/**
 * Queues a job once per idempotency key: a second call with the same key returns the job already
 * queued and queues nothing.
 */
export async function enqueueJob(
  db: TDb,
  job: { kind: string; payload: Record<string, unknown>; idempotencyKey: string; maxAttempts?: number; runAt?: Date },
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
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
 * running one whose worker stopped answering (locked before `staleBefore`) so nothing is lost
 * when a process dies. SKIP LOCKED lets several workers claim side by side (PGlite and PostgreSQL).
 */
export async function claimDueJob(
  db: TDb,
  params: { workerId: string; now: Date; staleBefore: Date },
): Promise<TClaimedJob | undefined> {
  const now = params.now.toISOString();
  const stale = params.staleBefore.toISOString();
  const [row] = await selectRows<TClaimedRow>(
    db,
    sql`update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_at = ${now},
          locked_by = ${params.workerId}, updated_at = ${now}
        where ${jobs.id} = (
          select id from ${jobs}
          where (${jobs.status} = 'pending' and ${jobs.runAt} <= ${now})
             or (${jobs.status} = 'running' and ${jobs.lockedAt} < ${stale})
          order by ${jobs.runAt}, ${jobs.id}
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

export async function completeJob(db: TDb, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", lockedAt: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(eq(jobs.id, id));
}

/** A failed attempt: the job waits until `retryAt`, or is given up (`failed`) when retryAt is null. */
export async function failJobAttempt(
  db: TDb,
  id: number,
  params: { error: string; now: Date; retryAt: Date | null },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: params.retryAt ? "pending" : "failed",
      runAt: params.retryAt ?? undefined,
      lockedAt: null,
      lockedBy: null,
      lastError: params.error.slice(0, 2000),
      updatedAt: params.now,
    })
    .where(eq(jobs.id, id));
}

export async function findJob(db: TDb, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}
