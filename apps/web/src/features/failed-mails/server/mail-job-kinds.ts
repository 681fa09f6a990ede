import "server-only";
import { invitationMailJob, passwordResetMailJob } from "@/features/accounts/accounts-jobs";
import { changeRequestMailJob } from "@/features/app-drafts/app-drafts-jobs";
import { contactRequestMailJob } from "@/features/contact-request/contact-request-jobs";
import { documentMailJob } from "@/features/document-request/document-request-jobs";
import { webhookPausedMailJob } from "@/features/provider-webhooks/webhook-jobs";

/** The kinds of background job that send a mail: the ones the failed-mail page lists and retries. */
export const MAIL_JOB_KINDS = [
  invitationMailJob.kind,
  passwordResetMailJob.kind,
  documentMailJob.kind,
  changeRequestMailJob.kind,
  contactRequestMailJob.kind,
  webhookPausedMailJob.kind,
] as const;
export type TMailJobKind = (typeof MAIL_JOB_KINDS)[number];
