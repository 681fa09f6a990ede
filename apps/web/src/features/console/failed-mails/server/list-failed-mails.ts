import "server-only";
import type { TDb } from "@store/db/client";
import { findContactRequestRecipients } from "@store/db/queries/contact-requests";
import { listFailedJobs } from "@store/db/queries/jobs";
import {
  findAccountTokenRecipients,
  findDocumentRequestRecipients,
  findDraftNotificationRecipients,
  findProviderRecipients,
} from "@store/db/queries/mail-recipients";
import { findProviderUserRecipients, findVoiceAuthorRecipients } from "@store/db/queries/voice-moderation";
import { invitationMailJob, passwordResetMailJob } from "@/features/platform/accounts/index.server";
import { changeRequestMailJob } from "@/features/portal/app-drafts/index.server";
import { contactRequestMailJob } from "@/features/store/contact-request/index.server";
import { documentMailJob } from "@/features/store/document-request/index.server";
import { webhookPausedMailJob } from "@/features/platform/webhooks/index.server";
import { voiceAuthorMailJob, voiceProviderMailJob } from "@/features/console/voice-moderation/index.server";
import { appStatusMailJob } from "@/features/console/ops-apps/index.server";
import { MAIL_JOB_KINDS, type TMailJobKind } from "./mail-job-kinds";

/** How many failed mails the page shows, newest first. */
export const FAILED_MAIL_LIMIT = 100;

export type TFailedMail = {
  id: number;
  kind: TMailJobKind;
  /** Whom it was for, when the row it names still exists. */
  recipient: string | null;
  attempts: number;
  lastError: string | null;
  /** When the last attempt failed, ISO. */
  failedAt: string;
};

type TNamedFrom =
  | "token"
  | "documentRequest"
  | "draft"
  | "contactRequester"
  | "contactProvider"
  | "provider"
  | "voiceAuthor"
  | "providerUser";

/** The id of the row a mail job names (its payload), by kind; null when the payload has none. */
function namedRow(kind: string, payload: unknown): { from: TNamedFrom; id: number } | null {
  if (kind === invitationMailJob.kind || kind === passwordResetMailJob.kind) {
    const parsed = invitationMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "token", id: parsed.data.tokenId } : null;
  }
  if (kind === documentMailJob.kind) {
    const parsed = documentMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "documentRequest", id: parsed.data.documentRequestId } : null;
  }
  if (kind === changeRequestMailJob.kind) {
    const parsed = changeRequestMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "draft", id: parsed.data.draftId } : null;
  }
  if (kind === contactRequestMailJob.kind) {
    const parsed = contactRequestMailJob.payload.safeParse(payload);
    if (!parsed.success) return null;
    const from = parsed.data.recipient === "provider" ? "contactProvider" : "contactRequester";
    return { from, id: parsed.data.contactRequestId };
  }
  if (kind === webhookPausedMailJob.kind) {
    const parsed = webhookPausedMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "provider", id: parsed.data.appProviderId } : null;
  }
  if (kind === voiceAuthorMailJob.kind) {
    const parsed = voiceAuthorMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "voiceAuthor", id: parsed.data.voiceId } : null;
  }
  if (kind === voiceProviderMailJob.kind) {
    const parsed = voiceProviderMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "providerUser", id: parsed.data.providerUserId } : null;
  }
  if (kind === appStatusMailJob.kind) {
    const parsed = appStatusMailJob.payload.safeParse(payload);
    return parsed.success ? { from: "providerUser", id: parsed.data.providerUserId } : null;
  }
  return null;
}

/** /ops/mails: mails that exhausted their retries, with whom each was for and why it failed. */
export async function listFailedMails(db: TDb): Promise<TFailedMail[]> {
  const jobs = await listFailedJobs(db, { kinds: MAIL_JOB_KINDS, limit: FAILED_MAIL_LIMIT });
  const named = jobs.map((job) => namedRow(job.kind, job.payload));
  const ids = (...from: TNamedFrom[]) => named.flatMap((row) => (row && from.includes(row.from) ? [row.id] : []));
  const [tokens, documentRequests, drafts, contactRequests, providers, voiceAuthors, providerUsers] = await Promise.all(
    [
      findAccountTokenRecipients(db, { tokenIds: ids("token") }),
      findDocumentRequestRecipients(db, { documentRequestIds: ids("documentRequest") }),
      findDraftNotificationRecipients(db, { draftIds: ids("draft") }),
      findContactRequestRecipients(db, { ids: ids("contactRequester", "contactProvider") }),
      findProviderRecipients(db, { appProviderIds: ids("provider") }),
      findVoiceAuthorRecipients(db, { voiceIds: ids("voiceAuthor") }),
      findProviderUserRecipients(db, { providerUserIds: ids("providerUser") }),
    ],
  );
  const contactTo = (to: "requester" | "provider") =>
    new Map([...contactRequests].map(([id, recipients]) => [id, recipients[to]]));
  const recipients: Record<TNamedFrom, Map<number, string>> = {
    token: tokens,
    documentRequest: documentRequests,
    draft: drafts,
    contactRequester: contactTo("requester"),
    contactProvider: contactTo("provider"),
    provider: providers,
    voiceAuthor: voiceAuthors,
    providerUser: providerUsers,
  };
  return jobs.map((job, index) => {
    const row = named[index];
    return {
      id: job.id,
      kind: job.kind as TMailJobKind,
      recipient: row ? (recipients[row.from].get(row.id) ?? null) : null,
      attempts: job.attempts,
      lastError: job.lastError,
      failedAt: job.failedAt.toISOString(),
    };
  });
}
