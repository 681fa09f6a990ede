import "server-only";
import { accessRequestMailJob } from "@/features/access-request/access-request-jobs";
import { changeRequestMailJob } from "@/features/app-drafts/app-drafts-jobs";
import { invitationMailJob, passwordResetMailJob } from "@/features/accounts/accounts-jobs";
import { contactRequestMailJob } from "@/features/contact-request/contact-request-jobs";
import { documentMailJob } from "@/features/document-request/document-request-jobs";
import { removeUnusedUploadsJob } from "@/features/media/server/remove-unused-uploads";
import { webhookDeliveryJob, webhookPausedMailJob } from "@/features/provider-webhooks/webhook-jobs";
import { reconcileInstallationJob } from "@/features/tenant-admin/reconcile-installation";
import type { TJobDefinition } from "@/server/jobs";

// Every kind of background job the store runs; each is defined by the feature that owns it and
// names its lane (mail, suite, webhooks: server/jobs.ts).
// biome-ignore lint/suspicious/noExplicitAny: definitions of different payloads
export const STORE_JOBS: readonly TJobDefinition<any>[] = [
  documentMailJob,
  reconcileInstallationJob,
  invitationMailJob,
  passwordResetMailJob,
  changeRequestMailJob,
  contactRequestMailJob,
  webhookDeliveryJob,
  webhookPausedMailJob,
  accessRequestMailJob,
  removeUnusedUploadsJob,
];
