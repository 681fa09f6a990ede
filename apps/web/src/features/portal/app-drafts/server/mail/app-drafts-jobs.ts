import "server-only";
import { defineJob } from "@/server/jobs/jobs";
import { mailer } from "@/server/jobs/mail";
import { sendChangeRequestMail, ZChangeRequestMailPayload } from "./send-change-request-mail";

/** The mail of one change-request transition to the draft's notification address. */
export const changeRequestMailJob = defineJob({
  kind: "draftChangeRequestMail",
  lane: "mail",
  payload: ZChangeRequestMailPayload,
  handler: sendChangeRequestMail({ mailer }),
});
