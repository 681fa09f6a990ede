import "server-only";
import { defineJob } from "@/server/jobs/jobs";
import { mailer } from "@/server/jobs/mail";
import { ZVoiceAuthorMailPayload, ZVoiceProviderMailPayload } from "./voice-mail-payloads";
import { sendVoiceAuthorMail, sendVoiceProviderMail } from "./voice-mails";

/** The author's mail of an operator's decision on their voice (published, rejected, taken down). */
export const voiceAuthorMailJob = defineJob({
  kind: "voiceAuthorMail",
  lane: "mail",
  payload: ZVoiceAuthorMailPayload,
  handler: sendVoiceAuthorMail({ mailer }),
});

/** A provider user's mail that a voice about one of its apps was published. */
export const voiceProviderMailJob = defineJob({
  kind: "voiceProviderMail",
  lane: "mail",
  payload: ZVoiceProviderMailPayload,
  handler: sendVoiceProviderMail({ mailer }),
});
