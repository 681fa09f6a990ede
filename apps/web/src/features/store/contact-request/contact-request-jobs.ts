import "server-only";
import { defineJob } from "@/server/jobs/jobs";
import { mailer } from "@/server/jobs/mail";
import { sendContactRequestMail, ZContactRequestMailPayload } from "./send-contact-request-mail";

/** One mail of a demo, inquiry or trial request: the requester's acknowledgement or the provider's lead. */
export const contactRequestMailJob = defineJob({
  kind: "contactRequestMail",
  lane: "mail",
  payload: ZContactRequestMailPayload,
  handler: sendContactRequestMail({ mailer }),
});
