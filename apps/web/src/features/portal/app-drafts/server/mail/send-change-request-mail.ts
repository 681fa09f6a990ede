import "server-only";
import { z } from "zod";
import { LOCALES } from "@store/domain/locales";
import { CHANGE_REQUEST_STATUSES } from "@store/domain/enums";
import type { TDb } from "@store/db/client";
import { findDraftAppForMail } from "@store/db/queries/draft-apps";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { config } from "@/server/config";
import type { TJobContext } from "@/server/jobs/jobs";
import type { TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { composeChangeRequestMail } from "./change-request-mail";

/** Names the draft and the status it moved to; the address is read when the mail is sent. */
export const ZChangeRequestMailPayload = z.object({
  draftId: z.number().int().positive(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  locale: z.enum(LOCALES),
  /** The reviewer's reason of a rejection. */
  reason: z.string().nullable(),
});
export type TChangeRequestMailPayload = z.infer<typeof ZChangeRequestMailPayload>;

/**
 * The job that mails one change-request transition to the draft's notification address, or the
 * provider's address when the draft names none (or, in a row saved before addresses were checked,
 * no single valid one). A retried delivery carries the same Message-ID,
 * derived from the job's key, so the receiving side can tell it is the same mail.
 */
export function sendChangeRequestMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TChangeRequestMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const draft = await findDraftAppForMail(db, { draftId: payload.draftId });
    if (!draft) return;
    const to = mailRecipient([draft.notificationEmail, draft.providerEmail], { draftId: draft.id, job: job.id });
    if (!to) return;
    const mail = composeChangeRequestMail({
      to,
      locale: payload.locale,
      status: payload.status,
      reason: payload.reason,
      draft,
      providerName: draft.providerName,
    });
    // Taken over by another worker while preparing: that one sends it.
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({ ...mail, messageId: `<${job.idempotencyKey}@${new URL(config().BASE_URL).hostname}>` });
    await ctx?.complete();
  };
}
