import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findJob, retryFailedJob } from "@store/db/queries/jobs";
import { AppError } from "@store/domain/errors";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TRetriedMail } from "@store/domain/schemas/failed-mail";
import { MAIL_JOB_KINDS } from "./mail-job-kinds";

/**
 * An operator sends a failed mail again: the job gets a new set of attempts, due now, and the
 * worker picks it up. Only a mail job that ran out of attempts can be retried (409 otherwise, with
 * its status); anything else is not a mail this page knows (404).
 */
export async function retryFailedMail(
  db: TDb,
  principal: TOperatorPrincipal,
  jobId: number | null,
  now: Date = new Date(),
): Promise<TRetriedMail> {
  return db.transaction(async (tx) => {
    const job = jobId === null ? undefined : await findJob(tx, jobId);
    if (!job || !(MAIL_JOB_KINDS as readonly string[]).includes(job.kind)) {
      throw new AppError("NOT_FOUND", `no mail job ${jobId}`, { userMessage: { key: "opsMails.errors.notFound" } });
    }
    const retried =
      job.status === "failed" ? await retryFailedJob(tx, { id: job.id, kinds: MAIL_JOB_KINDS, now }) : undefined;
    if (!retried) {
      throw new AppError("CONFLICT", `mail job ${job.id} is ${job.status}, not failed`, {
        userMessage: { key: "opsMails.errors.notFailed" },
        details: { current: { id: job.id, status: job.status } },
      });
    }
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "mail.retry",
      subjectType: "job",
      subjectId: job.id,
      before: { status: job.status, attempts: job.attempts, lastError: job.lastError },
      after: { status: "pending", attempts: 0, runAt: now.toISOString() },
    });
    return { id: job.id, status: "pending" };
  });
}
