// What a voice must not carry (issue 28): e-mail addresses, phone numbers, links and the names of
// people in the author's company directory. Each finder reads text normalised by voiceCheckText and
// answers what it found, masked so the author recognises it while the check's stored result (shown
// in the operators' queue) does not repeat the personal data, and the text with those spans blanked,
// so that the next finder does not read an address's digits as a phone number.

/** Text as the finders read it: NFKC (full-width digits, letters, ＠ and spaces become ASCII), dashes between digits as "-". */
export function voiceCheckText(text: string): string {
  return (
    text
      .normalize("NFKC")
      // Japanese writers type the long-vowel mark or a minus for the hyphen of a phone number.
      .replace(/(?<=\d)\s*[ー―‐‑‒–—−－]\s*(?=\d)/g, "-")
  );
}

export type TTaken = { matches: string[]; rest: string };

/** Every match of `pattern` that `accept` keeps, and the text with those matches blanked. */
function take(text: string, pattern: RegExp, accept: (match: string) => boolean = () => true): TTaken {
  const matches: string[] = [];
  const rest = text.replace(pattern, (match) => {
    if (!accept(match)) return match;
    matches.push(match);
    return " ".repeat(match.length);
  });
  return { matches, rest };
}

const hidden = (count: number) => "*".repeat(Math.max(1, count));

/** The first character and stars for the rest (spaces dropped): 山田 太郎 → 山***. */
export function maskWord(word: string): string {
  const [first = "", ...rest] = [...word.replace(/\s+/g, "")];
  return first + hidden(rest.length);
}

const EMAIL = /[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu;

/** E-mail addresses, masked to the first character and the domain (y***@example.co.jp), whatever their length. */
export function takeEmails(text: string): TTaken {
  const found = take(text, EMAIL);
  return { ...found, matches: found.matches.map(maskEmail) };
}

function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  return `${[...address][0] ?? ""}***@${address.slice(at + 1)}`;
}

const URL_LINK = /\bhttps?:\/\/[^\s<>"'「」『』（）()、。]+/giu;
const WWW_LINK = /\bwww\.[^\s<>"'「」『』（）()、。]+/giu;

/**
 * Top-level domains a bare domain is recognised by. Only those readers meet in this store's nine
 * languages and that are not also file extensions or words (`.md`, `.py`, `.sh`, `.js` are left out, so
 * README.md or Node.js is no link).
 */
const BARE_DOMAIN_TLDS = [
  "com",
  "net",
  "org",
  "info",
  "biz",
  "io",
  "co",
  "jp",
  "tokyo",
  "cn",
  "kr",
  "tw",
  "hk",
  "vn",
  "br",
  "pt",
  "id",
  "sg",
  "us",
  "uk",
  "de",
  "fr",
  "app",
  "dev",
  "ai",
  "xyz",
  "site",
  "online",
  "shop",
];

// Japanese and Chinese write particles straight after a domain ("example.co.jpで"): only ASCII ends it.
const BARE_DOMAIN = new RegExp(
  `(?<![a-z0-9.@/_-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${BARE_DOMAIN_TLDS.join("|")})(?![a-z0-9-])(?:/[^\\s<>"'「」()、。]*)?`,
  "giu",
);

function hostOf(link: string): string {
  const withoutScheme = link.replace(/^https?:\/\//i, "");
  return withoutScheme.split(/[/?#]/, 1)[0]?.toLowerCase() ?? withoutScheme;
}

/**
 * Links: http(s) addresses, www. addresses and bare domains (example.co.jp), named by their host.
 * A bare name written all in capitals (ASP.NET, VB.NET) is a product, not a link.
 */
export function takeLinks(text: string): TTaken {
  const urls = take(text, URL_LINK);
  const www = take(urls.rest, WWW_LINK);
  const bare = take(www.rest, BARE_DOMAIN, (match) => /\p{Ll}/u.test(match.split("/", 1)[0] ?? ""));
  return { matches: [...urls.matches, ...www.matches, ...bare.matches].map(hostOf), rest: bare.rest };
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** +81 3-1234-5678, +81-90-1234-5678, +44 20 7946 0958, +1 (415) 555-0100: a country code and 8–15 digits in all (E.164). */
const INTERNATIONAL_PHONE = /(?<![A-Za-z0-9+])\+\s?\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,6}(?![\d]|[.,/:]\d)/gu;

/**
 * Japanese numbers: a trunk 0 and an area or service code of up to 5 digits, then two groups,
 * separated by hyphens, spaces, dots or parentheses, or none: 03-1234-5678, 090-1234-5678,
 * 0120-123-456, (03) 1234-5678, 0312345678. Dates, prices, times and versions do not start with a
 * lone 0 group or have fewer than 10 digits.
 */
const DOMESTIC_PHONE =
  /(?<![A-Za-z0-9+.,:/-])(?:\(0[1-9]\d{0,3}\)|0[1-9]\d{0,3})[\s.-]?\(?\d{1,4}\)?[\s.-]?\d{3,4}(?![\d]|[.,/:]\d)/gu;

/** Phone numbers, named by their last 4 digits only. */
export function takePhones(text: string): TTaken {
  const international = take(text, INTERNATIONAL_PHONE, (match) => {
    const count = digitsOf(match).length;
    return count >= 8 && count <= 15;
  });
  const domestic = take(international.rest, DOMESTIC_PHONE, (match) => {
    const count = digitsOf(match).length;
    return count === 10 || count === 11;
  });
  return {
    matches: [...international.matches, ...domestic.matches].map((match) => digitsOf(match).slice(-4)),
    rest: domestic.rest,
  };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name part as a pattern: Latin parts whole words only, any case; CJK parts anywhere (no spaces between words). */
function partPattern(part: string): string {
  return CJK.test(part) ? escapeRegExp(part) : `(?<![\\p{L}\\p{N}])${escapeRegExp(part)}(?![\\p{L}\\p{N}])`;
}

/**
 * The family name of a directory name split at its spaces: the first part in Japanese, Chinese and
 * Korean order; in Latin script the part written in capitals (YAMADA Taro) or else the last (Taro Yamada).
 */
function familyNameOf(parts: readonly string[]): string | undefined {
  if (parts.length < 2) return undefined;
  if (CJK.test(parts.join(""))) return parts[0];
  return parts.find((part) => /\p{Lu}{2,}/u.test(part) && part === part.toUpperCase()) ?? parts.at(-1);
}

export type TNameMatch = { match: string; full: boolean };

/**
 * People's names from the tenant's directory: a full name with or without the space (山田 太郎,
 * 山田太郎, Taro Yamada), and the family name alone when it has 2 characters or more (山田さん; a
 * one-character name such as 林 is in too many words). Named masked: 山***.
 */
export function takeNames(text: string, directoryNames: readonly string[]): { matches: TNameMatch[]; rest: string } {
  const names = directoryNames
    .map((name) => name.normalize("NFKC").trim().split(/\s+/).filter(Boolean))
    .filter((parts) => parts.length > 0);
  let rest = text;
  const matches: TNameMatch[] = [];
  const fulls = names.map((parts) => new RegExp(parts.map(partPattern).join("\\s*"), "giu"));
  for (const pattern of fulls) {
    const found = take(rest, pattern);
    rest = found.rest;
    matches.push(...found.matches.map((match) => ({ match: maskWord(match), full: true })));
  }
  for (const parts of names) {
    const family = familyNameOf(parts);
    if (!family || [...family].length < 2) continue;
    const found = take(rest, new RegExp(partPattern(family), "giu"));
    rest = found.rest;
    matches.push(...found.matches.map((match) => ({ match: maskWord(match), full: false })));
  }
  return { matches, rest };
}
