import "server-only";
import { LOCALES } from "@store/domain/locales";
import { z } from "zod";
import { defineJob } from "@/server/jobs/jobs";
import { mailer } from "@/server/jobs/mail";
import { sendAccountMail } from "./send-account-mail";

/** Names the token row, never the token, and the language the mail is written in. */
export const ZAccountMailPayload = z.object({ tokenId: z.number().int().positive(), locale: z.enum(LOCALES) });

/** The invitation mail of a provider user (valid 7 days). */
export const invitationMailJob = defineJob({
  kind: "accountInvitationMail",
  lane: "mail",
  payload: ZAccountMailPayload,
  handler: sendAccountMail("invitation", { mailer }),
});

/** The password-reset mail of a provider user or operator (valid 1 hour, single use). */
export const passwordResetMailJob = defineJob({
  kind: "accountPasswordResetMail",
  lane: "mail",
  payload: ZAccountMailPayload,
  handler: sendAccountMail("password_reset", { mailer }),
});
