// User voices (issue 28): the limits of a rating, a review and what answers it, one set for the
// author's form, the provider's reply, the operator's console and the server's checks.
import type { TRateLimit } from "../rate-limit";

/** Stars, as every store the buyers compare us with counts them. */
export const VOICE_RATING_MIN = 1;
export const VOICE_RATING_MAX = 5;

/** A title is a line in a list, like an app's title (80 characters, SPEC §5): a headline, not a paragraph. */
export const VOICE_TITLE_MAX = 80;

/**
 * The text, in characters as the editor counts them (text-limit.ts countCharacters). 20 is about one
 * Japanese sentence of substance ("勤怠の集計が月末に半日早く終わるようになった"): below it a voice says
 * nothing a star does not. 2,000 is the provider profile's description: a full page of experience,
 * short enough that an operator reads each one.
 */
export const VOICE_TEXT_MIN = 20;
export const VOICE_TEXT_MAX = 2000;

/**
 * How long after its company uninstalled the app a person may still write (or edit) a voice. Half a
 * year covers the review of a yearly contract that ended and the reasons a company left, which buyers
 * most want to read; after that the experience describes an app that has changed.
 */
export const VOICE_ELIGIBILITY_DAYS = 180;

/** A plain text's length rule, in characters: `min` 0 may be empty, `multiline` keeps line breaks. */
export type TTextRule = { min: number; max: number; multiline?: boolean };

export const VOICE_TITLE_RULE: TTextRule = { min: 1, max: VOICE_TITLE_MAX };
export const VOICE_TEXT_RULE: TTextRule = { min: VOICE_TEXT_MIN, max: VOICE_TEXT_MAX, multiline: true };

/** A provider's public answer: shorter than the voice it answers, so a reply does not become an advert. */
export const VOICE_REPLY_MAX = 1000;

/** The operator's reason, mailed to the author in their language: a few sentences, like a draft's rejection. */
export const VOICE_REJECTION_REASON_MAX = 500;

/** What a reporter adds to the reason they chose: a short note for the operator, not a second review. */
export const VOICE_REPORT_NOTE_MAX = 500;

/**
 * Reports per visitor (or provider user) per hour. A person who finds a problem reports one or two
 * voices; 5 an hour leaves room for a page of them while a script cannot flood the operators' queue.
 */
export const VOICE_REPORTS_RATE: TRateLimit = { limit: 5, windowSeconds: 3600 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest uninstall after which a person may still write a voice now. */
export function voiceEligibilityCutoff(now: Date): Date {
  return new Date(now.getTime() - VOICE_ELIGIBILITY_DAYS * DAY_MS);
}

/**
 * Whether a person of a company may write a voice about an app: the company has it installed now,
 * or uninstalled it within VOICE_ELIGIBILITY_DAYS. A company that never installed it may not.
 */
export function mayWriteVoice(installation: { installed: boolean; uninstalledAt: Date | null } | null, now: Date) {
  if (!installation) return false;
  if (installation.installed) return true;
  return installation.uninstalledAt !== null && installation.uninstalledAt >= voiceEligibilityCutoff(now);
}
