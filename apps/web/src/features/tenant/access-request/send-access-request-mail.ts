import "server-only";
import { z } from "zod";
import type { TDb } from "@store/db/client";
import { findAccessRequestForMail, findTenantAdminEmails } from "@store/db/queries/access-requests";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { config } from "@/server/config";
import type { TJobContext } from "@/server/jobs/jobs";
import type { TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { accessRequestTexts } from "./access-request-messages";

export const ZAccessRequestMailPayload = z.object({
  accessRequestId: z.number().int().positive(),
  recipient: z.enum(["admins", "requester"]),
});
export type TAccessRequestMailPayload = z.infer<typeof ZAccessRequestMailPayload>;

/**
 * The job that sends one mail of an access request, in the requester's language: to the
 * tenant's admins that a request waits on the installed-apps page; to the requester, once answered,
 * that the app is installed or, with the admin's note, that it was declined.
 */
export function sendAccessRequestMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TAccessRequestMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const request = await findAccessRequestForMail(db, payload.accessRequestId);
    if (!request) return;
    const t = await accessRequestTexts(request.locale);
    const { BASE_URL } = config();
    const messageId = `<${job.idempotencyKey}@${new URL(BASE_URL).hostname}>`;
    const values = { name: request.appName, requester: request.name, tenant: request.tenantName };
    if (payload.recipient === "admins") {
      const admins = await findTenantAdminEmails(db, { tenantId: request.tenantId });
      const to = admins.flatMap((email) => mailRecipient([email], { accessRequestId: request.id }) ?? []);
      if (to.length === 0) return;
      const text = [
        t("mail.admins.intro", values),
        "",
        `${t("fields.requester")}: ${request.name} <${request.email}>`,
        `${t("fields.note")}: ${request.note === "" ? "-" : request.note}`,
        "",
        `${t("mail.admins.answer")}${new URL("/tenant_admin", BASE_URL).toString()}`,
      ];
      ctx?.signal.throwIfAborted();
      await deps.mailer().send({
        to,
        subject: t("mail.admins.subject", values),
        text: [...text, "", "--", t("mail.footer"), ""].join("\n"),
        messageId,
      });
      return;
    }
    if (request.status === "pending") return;
    const requester = mailRecipient([request.email], { accessRequestId: request.id });
    if (!requester) return;
    const approved = request.status === "approved";
    const text = approved
      ? [
          t("mail.approved.intro", values),
          "",
          `${t("mail.approved.open")}${new URL(`/apps/${request.appCode}`, BASE_URL).toString()}`,
        ]
      : [t("mail.declined.intro", values), "", `${t("fields.declineNote")}: ${request.declineNote || "-"}`];
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({
      to: requester,
      subject: t(approved ? "mail.approved.subject" : "mail.declined.subject", values),
      text: [...text, "", "--", t("mail.footer"), ""].join("\n"),
      messageId,
    });
  };
}
