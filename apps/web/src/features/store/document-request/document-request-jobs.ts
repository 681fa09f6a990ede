import "server-only";
import { defineJob } from "@/server/jobs/jobs";
import { mailer } from "@/server/jobs/mail";
import { sendDocumentMail, ZDocumentMailPayload } from "./send-document-mail";

/** The document mail of one request (DOMAIN.md, Requests from visitors), sent by the job worker. */
export const documentMailJob = defineJob({
  kind: "documentRequestMail",
  lane: "mail",
  payload: ZDocumentMailPayload,
  handler: sendDocumentMail({ mailer }),
});
