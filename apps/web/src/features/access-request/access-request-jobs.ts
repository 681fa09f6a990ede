import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs";
import { mailer } from "@/server/mail";
import { sendAccessRequestMail } from "./send-access-request-mail";

import { ACCESS_REQUEST_MAIL_JOB } from "./access-request-job-kind";

export const ZAccessRequestMailPayload = z.object({
  accessRequestId: z.number().int().positive(),
  recipient: z.enum(["admins", "requester"]),
});
export type TAccessRequestMailPayload = z.infer<typeof ZAccessRequestMailPayload>;

/** One mail of an access request: to the tenant's admins that it waits, or to the requester with the answer. */
export const accessRequestMailJob = defineJob({
  kind: ACCESS_REQUEST_MAIL_JOB,
  lane: "mail",
  payload: ZAccessRequestMailPayload,
  handler: sendAccessRequestMail({ mailer }),
});
