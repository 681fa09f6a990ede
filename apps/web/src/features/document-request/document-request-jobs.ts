import "server-only";
import { LOCALES } from "@store/domain/locales";
import { z } from "zod";
import { defineJob } from "@/server/jobs";
import { mailer } from "@/server/mail";
import { sendDocumentMail } from "./send-document-mail";

export const ZDocumentMailPayload = z.object({
  documentRequestId: z.number().int().positive(),
  locale: z.enum(LOCALES),
});
export type TDocumentMailPayload = z.infer<typeof ZDocumentMailPayload>;

/** The document mail of one request (DOMAIN.md, Requests from visitors), sent by the job worker. */
export const documentMailJob = defineJob({
  kind: "documentRequestMail",
  lane: "mail",
  payload: ZDocumentMailPayload,
  handler: sendDocumentMail({ mailer }),
});
