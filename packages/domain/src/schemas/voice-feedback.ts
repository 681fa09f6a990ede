// What readers give back on a published voice (issue 28): a signed-in user's 'helpful' vote and a
// visitor's or provider's report. The answers of `PUT|DELETE /api/voices/{id}/helpful`,
// `GET /api/apps/{code}/voices/helpful` and `POST /api/voices/{id}/reports`.
import { z } from "zod";
import { VOICE_STATUSES } from "../voices/voice-status";

/** The caller's vote on a voice after the call, and how many found the voice helpful then. */
export const ZHelpfulVote = z.object({
  helpful: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
});
export type THelpfulVote = z.infer<typeof ZHelpfulVote>;

/** The app's public voices the caller found helpful. */
export const ZHelpfulVoiceIds = z.object({ voiceIds: z.array(z.number().int().positive()) });
export type THelpfulVoiceIds = z.infer<typeof ZHelpfulVoiceIds>;

/** 201: the report is kept and the voice waits for an operator (`reported`). */
export const ZVoiceReported = z.object({ status: z.enum(VOICE_STATUSES) });
/** 200: this reporter had reported the voice already; nothing changed. */
export const ZVoiceAlreadyReported = z.object({ alreadyReported: z.literal(true) });
export type TVoiceReportAnswer = z.infer<typeof ZVoiceReported> | z.infer<typeof ZVoiceAlreadyReported>;
