// The automatic checks of a voice (issue 28), run before a person looks, as the pre-checks are for
// listings: the author sees them while writing and before sending, the operator sees them in the
// queue. Personal data, links and lengths fail (the voice may not be sent with them); abusive words
// and a family name alone are warnings (a word list and a surname are often innocent; the operator
// decides).
import { countCharacters, toPlainText } from "../text-limit";
import type { TLocale } from "../locales";
import { abusiveWords } from "./abusive-words";
import { maskWord, takeEmails, takeLinks, takeNames, takePhones, voiceCheckText } from "./personal-data";
import { type TTextRule, VOICE_RATING_MAX, VOICE_RATING_MIN, VOICE_TEXT_RULE, VOICE_TITLE_RULE } from "./voice-limits";

/** Every finding's code; the store's messages carry `voices.checks.<code>` for each. */
export const VOICE_CHECK_CODES = [
  "emailAddress",
  "phoneNumber",
  "personName",
  "link",
  "abusiveWord",
  "required",
  "tooShort",
  "tooLong",
  "ratingOutOfRange",
] as const;
export type TVoiceCheckCode = (typeof VOICE_CHECK_CODES)[number];

export type TVoiceCheckField = "rating" | "title" | "text";

/**
 * One finding: the field, what (a code), how bad, and the values its message names: `match` (what
 * to remove, masked: a phone number's last 4 digits, y***@example.com, 山***, a link's host),
 * `count` with `minimum` or `maximum` for lengths, `minimum` and `maximum` for the rating.
 */
export type TVoiceCheckFinding = {
  code: TVoiceCheckCode;
  field: TVoiceCheckField;
  outcome: "failed" | "warning";
  values: Record<string, string | number>;
};

/** What the checks read: the voice as typed (the form's state or the request's body). */
export type TVoiceCheckInput = { rating: number | null; title: string; text: string };

export type TVoiceCheckContext = {
  /** People of the author's company, as the suite's directory gives their full names. */
  directoryNames: readonly string[];
  /** The language the voice is written in. */
  locale: TLocale;
};

function ratingFindings(rating: number | null): TVoiceCheckFinding[] {
  if (rating !== null && Number.isInteger(rating) && rating >= VOICE_RATING_MIN && rating <= VOICE_RATING_MAX)
    return [];
  return [
    {
      code: "ratingOutOfRange",
      field: "rating",
      outcome: "failed",
      values: { minimum: VOICE_RATING_MIN, maximum: VOICE_RATING_MAX },
    },
  ];
}

/** Length as the schema counts it: the plain text, in characters. */
function lengthFindings(field: "title" | "text", value: string, rule: TTextRule): TVoiceCheckFinding[] {
  const count = countCharacters(toPlainText(value, { multiline: rule.multiline }));
  const finding = (code: TVoiceCheckCode, values: Record<string, number>): TVoiceCheckFinding[] => [
    { code, field, outcome: "failed", values },
  ];
  if (count === 0 && rule.min > 0) return finding("required", {});
  if (count < rule.min) return finding("tooShort", { count, minimum: rule.min });
  if (count > rule.max) return finding("tooLong", { count, maximum: rule.max });
  return [];
}

type TContentFinding = Omit<TVoiceCheckFinding, "field" | "values"> & { match: string };

const failedWith =
  (code: TVoiceCheckCode) =>
  (match: string): TContentFinding => ({ code, outcome: "failed", match });

/** What a text carries that it should not, each thing found once. */
function contentFindings(field: "title" | "text", value: string, context: TVoiceCheckContext): TVoiceCheckFinding[] {
  const emails = takeEmails(voiceCheckText(value));
  const links = takeLinks(emails.rest);
  const phones = takePhones(links.rest);
  const names = takeNames(phones.rest, context.directoryNames);
  const found: TContentFinding[] = [
    ...emails.matches.map(failedWith("emailAddress")),
    ...phones.matches.map(failedWith("phoneNumber")),
    ...names.matches.map(
      ({ match, full }): TContentFinding => ({
        code: "personName",
        outcome: full ? "failed" : "warning",
        match,
      }),
    ),
    ...links.matches.map(failedWith("link")),
    ...abusiveWords(names.rest, context.locale).map(
      (word): TContentFinding => ({ code: "abusiveWord", outcome: "warning", match: maskWord(word) }),
    ),
  ];
  const seen = new Set<string>();
  return found.flatMap(({ code, outcome, match }) => {
    const key = `${code} ${outcome} ${match}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ code, field, outcome, values: { match } }];
  });
}

/**
 * The checks of a voice, in the form's order (rating, title, text) and, within a field, personal
 * data first. An empty list: nothing found.
 */
export function voiceChecks(input: TVoiceCheckInput, context: TVoiceCheckContext): TVoiceCheckFinding[] {
  return [
    ...ratingFindings(input.rating),
    ...lengthFindings("title", input.title, VOICE_TITLE_RULE),
    ...contentFindings("title", input.title, context),
    ...lengthFindings("text", input.text, VOICE_TEXT_RULE),
    ...contentFindings("text", input.text, context),
  ];
}

/** Whether the voice may be sent as it is: no finding failed (warnings go to the operator). */
export function voiceChecksPass(findings: readonly TVoiceCheckFinding[]): boolean {
  return findings.every((finding) => finding.outcome !== "failed");
}
