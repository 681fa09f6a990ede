import "server-only";
import { defineJob } from "@/server/jobs/jobs";
import { mailer } from "@/server/jobs/mail";
import { sendAccessRequestMail, ZAccessRequestMailPayload } from "./send-access-request-mail";

import { ACCESS_REQUEST_MAIL_JOB } from "./access-request-job-kind";

/** One mail of an access request: to the tenant's admins that it waits, or to the requester with the answer. */
export const accessRequestMailJob = defineJob({
  kind: ACCESS_REQUEST_MAIL_JOB,
  lane: "mail",
  payload: ZAccessRequestMailPayload,
  handler: sendAccessRequestMail({ mailer }),
});
