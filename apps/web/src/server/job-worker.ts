import "server-only";
import { DOCUMENT_MAIL_JOB } from "@/features/document-request/request-document";
import { sendDocumentMail } from "@/features/document-request/send-document-mail";
import { installationJobHandlers } from "@/features/tenant-admin/reconcile-installation";
import { getDb } from "./db";
import { startJobWorker, type TJobHandlers, type TJobWorker } from "./jobs";
import { logger } from "./logger";
import { mailer } from "./mail";

/** Every kind of background job the store runs, and what runs it; a feature brings its own. */
export const STORE_JOB_HANDLERS: TJobHandlers = {
  [DOCUMENT_MAIL_JOB]: sendDocumentMail({ mailer }),
  ...installationJobHandlers(),
};

const globalForWorker = globalThis as unknown as { storeJobWorker?: TJobWorker };

/**
 * One worker per process. It does not hold the process open; a job it was running when the
 * process died is taken up again by the next worker once its heartbeat is stale (jobs.ts).
 */
export function startStoreJobWorker(intervalMs: number): TJobWorker {
  if (globalForWorker.storeJobWorker) return globalForWorker.storeJobWorker;
  const worker = startJobWorker({
    getDb,
    handlers: STORE_JOB_HANDLERS,
    intervalMs,
    onError: (err, job) => logger.warn({ err, jobId: job?.id, kind: job?.kind }, "background job failed"),
  });
  globalForWorker.storeJobWorker = worker;
  return worker;
}

/** Stops this process's worker: it finishes the job in hand and claims no other (SIGTERM). */
export async function stopStoreJobWorker(): Promise<void> {
  const worker = globalForWorker.storeJobWorker;
  globalForWorker.storeJobWorker = undefined;
  await worker?.stop();
}
