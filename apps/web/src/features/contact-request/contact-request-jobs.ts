import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs";
import { mailer } from "@/server/mail";
import { sendContactRequestMail } from "./send-contact-request-mail";

export const ZContactRequestMailPayload = z.object({
  contactRequestId: z.number().int().positive(),
  recipient: z.enum(["requester", "provider"]),
});
export type TContactRequestMailPayload = z.infer<typeof ZContactRequestMailPayload>;

/** One mail of a demo, inquiry or trial request: the requester's acknowledgement or the provider's lead. */
export const contactRequestMailJob = defineJob({
  kind: "contactRequestMail",
  lane: "mail",
  payload: ZContactRequestMailPayload,
  handler: sendContactRequestMail({ mailer }),
});
