// A tenant user's own voice about an app (issue 28), as `/api/apps/{code}/voices/mine` answers it and
// the writing page shows it: whether the caller may write one, and the one they wrote with its
// status, the checks' findings, the operator's reason for a rejection and the provider's reply.
import { z } from "zod";
import { LOCALES } from "../locales";
import { VOICE_CHECK_CODES } from "../voices/voice-checks";
import { VOICE_STATUSES } from "../voices/voice-status";
import { ZIsoDate } from "./common";

/**
 * eligible: the caller's current company has the app installed, or uninstalled it within
 * VOICE_ELIGIBILITY_DAYS; neverInstalled: it never had it (or the caller has no current company);
 * expired: it uninstalled it longer ago than that.
 */
export const VOICE_ELIGIBILITIES = ["eligible", "neverInstalled", "expired"] as const;
export type TVoiceEligibility = (typeof VOICE_ELIGIBILITIES)[number];

export const ZVoiceCheckFinding = z.object({
  code: z.enum(VOICE_CHECK_CODES),
  field: z.enum(["rating", "title", "text"]),
  outcome: z.enum(["failed", "warning"]),
  /** What the finding's message names: `match` (masked), `count`, `minimum`, `maximum`. */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const ZOwnVoice = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  locale: z.enum(LOCALES),
  showCompany: z.boolean(),
  showName: z.boolean(),
  status: z.enum(VOICE_STATUSES),
  /** The automatic checks' findings when it was last written (warnings only: failures are not sent). */
  checks: z.array(ZVoiceCheckFinding),
  /** The operator's reason, while the voice is rejected. */
  rejectionReason: z.string().nullable(),
  reply: z.object({ text: z.string(), at: ZIsoDate }).nullable(),
  updatedAt: ZIsoDate,
});
export type TOwnVoice = z.infer<typeof ZOwnVoice>;

export const ZOwnVoiceAnswer = z.object({
  eligibility: z.enum(VOICE_ELIGIBILITIES),
  voice: ZOwnVoice.nullable(),
});
export type TOwnVoiceAnswer = z.infer<typeof ZOwnVoiceAnswer>;

/**
 * What the form sends to be checked while the author types: lenient (empty texts, no rating yet),
 * bounded so a check never reads more than a voice may hold and a little over (to say how much).
 */
export const ZVoiceChecksRequest = z.object({
  rating: z.number().int().min(0).max(10).nullable(),
  title: z.string().max(1000),
  text: z.string().max(10_000),
  locale: z.enum(LOCALES),
});
export type TVoiceChecksRequest = z.infer<typeof ZVoiceChecksRequest>;

export const ZVoiceChecksAnswer = z.object({ findings: z.array(ZVoiceCheckFinding) });
