import "server-only";
import { getDb } from "@/server/db";
import { jobHandlers, startJobWorker, type TJobDefinition, type TJobWorker } from "./jobs";
import { logger } from "@/server/logger";

const globalForWorker = globalThis as unknown as { storeJobWorker?: TJobWorker };

/**
 * One worker per process, for the jobs it is given (src/store-jobs.ts), working each lane with its
 * own bounded concurrency (LANE_CONCURRENCY in jobs.ts). It does not hold the
 * process open; a job it was running when the process died is taken up again by the next worker
 * once its heartbeat is stale (jobs.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: definitions of different payloads
export function startStoreJobWorker(jobs: readonly TJobDefinition<any>[], intervalMs: number): TJobWorker {
  if (globalForWorker.storeJobWorker) return globalForWorker.storeJobWorker;
  const worker = startJobWorker({
    getDb,
    handlers: jobHandlers(jobs),
    intervalMs,
    onError: (err, job) => logger.warn({ err, jobId: job?.id, kind: job?.kind }, "background job failed"),
  });
  globalForWorker.storeJobWorker = worker;
  return worker;
}

/** Stops this process's worker: it finishes the jobs in hand and claims no other (SIGTERM). */
export async function stopStoreJobWorker(): Promise<void> {
  const worker = globalForWorker.storeJobWorker;
  globalForWorker.storeJobWorker = undefined;
  await worker?.stop();
}
