import "server-only";
import { accessRequestMailJob } from "./features/tenant/access-request/access-request-jobs";
import { changeRequestMailJob } from "./features/portal/app-drafts/server/mail/app-drafts-jobs";
import { invitationMailJob, passwordResetMailJob } from "./features/platform/accounts/server/accounts-jobs";
import { contactRequestMailJob } from "./features/store/contact-request/contact-request-jobs";
import { documentMailJob } from "./features/store/document-request/document-request-jobs";
import { removeUnusedUploadsJob } from "./features/platform/media/server/remove-unused-uploads";
import { webhookDeliveryJob, webhookPausedMailJob } from "./features/platform/webhooks/webhook-jobs";
import { reconcileInstallationJob } from "./features/tenant/tenant-admin/installations/reconcile-installation";
import { scopeUpdateMailJob } from "./features/tenant/tenant-admin/scope-updates/scope-update-mail";
import type { TJobDefinition } from "./server/jobs/jobs";
import { appStatusMailJob } from "./features/console/ops-apps/server/app-status-mail";
import {
  voiceAuthorMailJob,
  voiceProviderMailJob,
} from "./features/console/voice-moderation/server/voice-moderation-jobs";

// Every kind of background job the store runs; each is defined by the feature that owns it and
// names its lane (mail, suite, webhooks: server/jobs/jobs.ts).
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
  scopeUpdateMailJob,
  voiceAuthorMailJob,
  voiceProviderMailJob,
  appStatusMailJob,
];
