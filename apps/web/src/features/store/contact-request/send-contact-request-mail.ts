import "server-only";
import { z } from "zod";
import type { TDb } from "@store/db/client";
import { findContactRequestForMail } from "@store/db/queries/contact-requests";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { DEFAULT_LOCALE } from "@store/domain/locales";
import { config } from "@/server/config";
import type { TJobContext } from "@/server/jobs/jobs";
import type { TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { contactRequestTexts } from "./contact-request-messages";

export const ZContactRequestMailPayload = z.object({
  contactRequestId: z.number().int().positive(),
  recipient: z.enum(["requester", "provider"]),
});
export type TContactRequestMailPayload = z.infer<typeof ZContactRequestMailPayload>;

/**
 * The job that sends one mail of a request: to the requester, in their language, what they asked
 * and that the provider will answer; to the provider's notification address, in the store's
 * default language, the lead. The Message-ID comes from the job's key, so a repeated delivery is
 * recognisable as the same mail.
 */
export function sendContactRequestMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TContactRequestMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const request = await findContactRequestForMail(db, payload.contactRequestId);
    if (!request) return;
    const toProvider = payload.recipient === "provider";
    const candidates = toProvider ? [request.notificationEmail, request.providerEmail] : [request.email];
    const to = mailRecipient(candidates, { contactRequestId: request.id, recipient: payload.recipient });
    if (!to) return;
    const t = await contactRequestTexts(toProvider ? DEFAULT_LOCALE : request.locale);
    const { BASE_URL } = config();
    const kind = t(`kinds.${request.kind}`);
    const details = [
      `${t("fields.kind")}: ${kind}`,
      `${t("fields.company")}: ${request.company}`,
      `${t("fields.name")}: ${request.name}`,
      `${t("fields.email")}: ${request.email}`,
      `${t("fields.phone")}: ${request.phone}`,
      `${t("fields.companySize")}: ${t(`companySizes.${request.companySize}`)}`,
      `${t("fields.message")}:`,
      request.message,
    ];
    const text = toProvider
      ? [
          t("mail.provider.intro", { name: request.appName }),
          "",
          ...details,
          "",
          `${t("mail.provider.leads")}${new URL("/developers/leads", BASE_URL).toString()}`,
        ]
      : [t("mail.requester.intro", { name: request.appName, kind }), "", ...details, "", t("mail.requester.next")];
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({
      to,
      subject: t(toProvider ? "mail.provider.subject" : "mail.requester.subject", { name: request.appName, kind }),
      text: [...text, "", "--", t("mail.footer"), ""].join("\n"),
      messageId: `<${job.idempotencyKey}@${new URL(BASE_URL).hostname}>`,
    });
  };
}
