import "server-only";
import type { TDb } from "@store/db/client";
import {
  findDocumentRequestForMail,
  markDocumentRequestFailed,
  markDocumentRequestSent,
} from "@store/db/queries/document-requests";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { parseLocale } from "@store/domain/locales";
import { config } from "@/server/config";
import type { TMailer } from "@/server/mail";
import { documentRequestTexts } from "./document-request-messages";

/**
 * The job that sends one document mail (DOMAIN.md, Requests from visitors). A request already
 * sent is not sent again, so a job that runs twice sends one mail; the last failed attempt marks
 * the request failed.
 */
export function sendDocumentMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, job: TClaimedJob): Promise<void> => {
    const id = Number(job.payload.documentRequestId);
    const request = await findDocumentRequestForMail(db, id);
    if (!request || request.status === "sent") return;
    if (!request.documentUrl) {
      await markDocumentRequestFailed(db, id);
      return;
    }
    const t = await documentRequestTexts(parseLocale(job.payload.locale));
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
    try {
      await deps.mailer().send({
        to: request.email,
        subject: t("mail.subject", { name: request.appName }),
        text,
        messageId: `<${job.idempotencyKey}@${new URL(BASE_URL).hostname}>`,
      });
    } catch (error) {
      if (job.attempts >= job.maxAttempts) await markDocumentRequestFailed(db, id);
      throw error;
    }
    await markDocumentRequestSent(db, id, new Date());
  };
}
