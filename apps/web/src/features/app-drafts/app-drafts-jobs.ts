import "server-only";
import { CHANGE_REQUEST_STATUSES } from "@store/domain/enums";
import { LOCALES } from "@store/domain/locales";
import { z } from "zod";
import { defineJob } from "@/server/jobs";
import { mailer } from "@/server/mail";
import { sendChangeRequestMail } from "./server/send-change-request-mail";

/** Names the draft and the status it moved to; the address is read when the mail is sent. */
export const ZChangeRequestMailPayload = z.object({
  draftId: z.number().int().positive(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  locale: z.enum(LOCALES),
  /** The reviewer's reason of a rejection. */
  reason: z.string().nullable(),
});
export type TChangeRequestMailPayload = z.infer<typeof ZChangeRequestMailPayload>;

/** The mail of one change-request transition to the draft's notification address. */
export const changeRequestMailJob = defineJob({
  kind: "draftChangeRequestMail",
  lane: "mail",
  payload: ZChangeRequestMailPayload,
  handler: sendChangeRequestMail({ mailer }),
});
