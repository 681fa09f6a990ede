import "server-only";
import { z } from "zod";
import { LOCALES } from "@store/domain/locales";
import type { TDb } from "@store/db/client";
import {
  findDocumentRequestForMail,
  markDocumentRequestFailed,
  markDocumentRequestSent,
} from "@store/db/queries/document-requests";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { config } from "@/server/config";
import type { TJobContext } from "@/server/jobs/jobs";
import type { TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { documentRequestTexts } from "./document-request-messages";

export const ZDocumentMailPayload = z.object({
  documentRequestId: z.number().int().positive(),
  locale: z.enum(LOCALES),
});
export type TDocumentMailPayload = z.infer<typeof ZDocumentMailPayload>;

/**
 * The job that sends one document mail (DOMAIN.md, Requests from visitors). The request's
 * `sent_at` is checked before sending and written with the job's completion right after the SMTP
 * server accepted the mail, so a job that runs again sends nothing; only a crash in the instant
 * between the two sends it twice, and then with the same Message-ID, derived from the job's key.
 * The last failed attempt marks the request failed.
 */
export function sendDocumentMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TDocumentMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const id = payload.documentRequestId;
    const request = await findDocumentRequestForMail(db, id);
    if (!request || request.sentAt !== null) return;
    const to = mailRecipient([request.email], { documentRequestId: id });
    if (!request.documentUrl || !to) {
      await markDocumentRequestFailed(db, id);
      return;
    }
    const t = await documentRequestTexts(payload.locale);
    const { BASE_URL } = config();
    const appPage = new URL(`/apps/${encodeURIComponent(request.appCode)}`, BASE_URL).toString();
    const text = [
      t("mail.greeting"),
      "",
      t("mail.link", { name: request.appName }),
      request.documentUrl,
      "",
      `${t("mail.appPage")}${appPage}`,
      "",
      t("mail.notNotified"),
      "",
      "--",
      t("mail.footer"),
      "",
    ].join("\n");
    // Taken over by another worker while preparing: that one sends it.
    ctx?.signal.throwIfAborted();
    try {
      await deps.mailer().send({
        to,
        subject: t("mail.subject", { name: request.appName }),
        text,
        messageId: `<${job.idempotencyKey}@${new URL(BASE_URL).hostname}>`,
      });
    } catch (error) {
      if (job.attempts >= job.maxAttempts) await markDocumentRequestFailed(db, id);
      throw error;
    }
    const sentAt = ctx?.now() ?? new Date();
    if (ctx) await ctx.complete((tx) => markDocumentRequestSent(tx, id, sentAt));
    else await markDocumentRequestSent(db, id, sentAt);
  };
}
