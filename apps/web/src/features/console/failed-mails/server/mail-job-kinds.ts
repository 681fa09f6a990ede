import "server-only";
import { invitationMailJob, passwordResetMailJob } from "@/features/platform/accounts/index.server";
import { changeRequestMailJob } from "@/features/portal/app-drafts/index.server";
import { contactRequestMailJob } from "@/features/store/contact-request/index.server";
import { documentMailJob } from "@/features/store/document-request/index.server";
import { webhookPausedMailJob } from "@/features/platform/webhooks/index.server";
import { scopeUpdateMailJob } from "@/features/tenant/tenant-admin/index.server";
import { voiceAuthorMailJob, voiceProviderMailJob } from "@/features/console/voice-moderation/index.server";
import { appStatusMailJob } from "@/features/console/ops-apps/index.server";

/** The kinds of background job that send a mail: the ones the failed-mail page lists and retries. */
export const MAIL_JOB_KINDS = [
  invitationMailJob.kind,
  passwordResetMailJob.kind,
  documentMailJob.kind,
  changeRequestMailJob.kind,
  contactRequestMailJob.kind,
  webhookPausedMailJob.kind,
  scopeUpdateMailJob.kind,
  voiceAuthorMailJob.kind,
  voiceProviderMailJob.kind,
  appStatusMailJob.kind,
] as const;
export type TMailJobKind = (typeof MAIL_JOB_KINDS)[number];
