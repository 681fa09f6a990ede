import type { TLocale } from "./locales";

// How a person's name reads (issue 31): languages that write the family name first do so, and a name
// written in Chinese characters or kana keeps that order in every language (木下 葵 stays 木下 葵 to
// an English reader, never 葵 木下); other names read given name first where the language does.

/** Languages that write the family name first. */
const FAMILY_NAME_FIRST: readonly TLocale[] = ["ja", "ja-easy", "ko", "zh-cn", "zh-tw"];

const EAST_ASIAN_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function personName(person: { firstName: string; lastName: string }, locale: TLocale): string {
  const familyFirst =
    FAMILY_NAME_FIRST.includes(locale) ||
    EAST_ASIAN_SCRIPT.test(person.lastName) ||
    EAST_ASIAN_SCRIPT.test(person.firstName);
  const parts = familyFirst ? [person.lastName, person.firstName] : [person.firstName, person.lastName];
  return parts.filter((part) => part.trim() !== "").join(" ");
}
