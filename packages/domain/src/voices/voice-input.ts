// What people send about a voice (issue 28): the author's voice, the provider's reply, the operator's
// decision and take-down, and a report. One schema each for the form and the server; texts are plain
// text (toPlainText) counted as the editor counts them (countCharacters), every refusal a message key.
import { z } from "zod";
import { LOCALES } from "../locales";
import { ZIsoDate } from "../schemas/common";
import { countCharacters, toPlainText } from "../text-limit";
import {
  type TTextRule,
  VOICE_RATING_MAX,
  VOICE_RATING_MIN,
  VOICE_REJECTION_REASON_MAX,
  VOICE_REPLY_MAX,
  VOICE_REPORT_NOTE_MAX,
  VOICE_TEXT_RULE,
  VOICE_TITLE_RULE,
} from "./voice-limits";

/** A plain text between `min` and `max` characters (0 = may be empty), normalised before it is counted. */
function plainText(rule: TTextRule) {
  return z
    .string()
    .transform((value) => toPlainText(value, { multiline: rule.multiline }))
    .superRefine((value, ctx) => {
      const count = countCharacters(value);
      if (count === 0 && rule.min > 0) ctx.addIssue({ code: "custom", message: "validation.required" });
      else if (count < rule.min)
        ctx.addIssue({ code: "custom", message: "validation.tooShort", params: { minimum: rule.min } });
      else if (count > rule.max)
        ctx.addIssue({ code: "custom", message: "validation.tooLong", params: { maximum: rule.max } });
    });
}

/**
 * The author's voice, written and edited: stars, a title, a text in the author's language, and
 * whether the company's size and industry (`showCompany`) and the author's name (`showName`) may be
 * shown. Both are off unless the author turns them on.
 */
export const ZVoiceInput = z.object({
  rating: z.number().int().min(VOICE_RATING_MIN).max(VOICE_RATING_MAX),
  title: plainText(VOICE_TITLE_RULE),
  text: plainText(VOICE_TEXT_RULE),
  locale: z.enum(LOCALES),
  showCompany: z.boolean().default(false),
  showName: z.boolean().default(false),
});
export type TVoiceInput = z.infer<typeof ZVoiceInput>;

/** The provider's one public reply to a voice (edited later through the same shape). */
export const ZVoiceReply = z.object({ text: plainText({ min: 1, max: VOICE_REPLY_MAX, multiline: true }) });
export type TVoiceReply = z.infer<typeof ZVoiceReply>;

const ZReason = plainText({ min: 1, max: VOICE_REJECTION_REASON_MAX, multiline: true });

/**
 * The operator's decision on a voice in the queue. Publishing needs no reason (one may be kept for
 * the audit log); rejecting needs one, since the author is told why in their language.
 * `seenUpdatedAt` is when the voice the operator read was last written (the queue's `updatedAt`):
 * an author who edited it meanwhile gets their new text read before it is decided (409).
 */
export const ZVoiceDecision = z
  .object({
    decision: z.enum(["publish", "reject"]),
    reason: plainText({ min: 0, max: VOICE_REJECTION_REASON_MAX, multiline: true }).optional(),
    seenUpdatedAt: ZIsoDate.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "reject" && !value.reason)
      ctx.addIssue({ code: "custom", message: "validation.required", path: ["reason"] });
  })
  .transform(({ decision, reason, seenUpdatedAt }) => ({
    decision,
    ...(reason ? { reason } : {}),
    ...(seenUpdatedAt ? { seenUpdatedAt } : {}),
  }));
export type TVoiceDecision = z.infer<typeof ZVoiceDecision>;

/** Taking a published voice down: always with a reason, for the author and the audit log. */
export const ZVoiceTakeDown = z.object({ reason: ZReason });
export type TVoiceTakeDown = z.infer<typeof ZVoiceTakeDown>;

/**
 * Why a visitor or a provider reports a voice: what the checks look for (personal data, abuse,
 * links and adverts), what no check sees (not about the app, not a real user's experience), and
 * `other`, which needs the note to say what.
 */
export const VOICE_REPORT_REASONS = ["personalData", "abusive", "spam", "offTopic", "notGenuine", "other"] as const;
export type TVoiceReportReason = (typeof VOICE_REPORT_REASONS)[number];

export const ZVoiceReport = z
  .object({
    reason: z.enum(VOICE_REPORT_REASONS),
    note: plainText({ min: 0, max: VOICE_REPORT_NOTE_MAX, multiline: true }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.note)
      ctx.addIssue({ code: "custom", message: "validation.required", path: ["note"] });
  })
  .transform(({ reason, note }) => (note ? { reason, note } : { reason }));
export type TVoiceReport = z.infer<typeof ZVoiceReport>;
