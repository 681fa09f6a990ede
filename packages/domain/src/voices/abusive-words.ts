// Abusive words in a voice (issue 28), from maintained lists rather than one of our own:
// - English, checked in every language (English swearing turns up in all of them): `obscenity`'s
//   English set, which also catches spaced, stretched and look-alike spellings and keeps a whitelist
//   against words that merely contain one (assassin, Scunthorpe).
// - Japanese (also for ja-easy), Korean, Chinese and Portuguese: the List of Dirty, Naughty, Obscene
//   and Otherwise Bad Words (`naughty-words`, CC BY 4.0, LDNOOBW contributors). Its Chinese list is
//   in simplified characters with a few Cantonese ones: zh-tw text is checked with it and misses
//   traditional-only spellings.
// - Vietnamese and Indonesian: no maintained list exists on the npm registry (LDNOOBW, obscenity and
//   @2toad/profanity have none), so only the English set runs for vi and id-id.
// LDNOOBW was made to filter search suggestions, so it holds everyday words too; STORE_EXCLUSIONS
// leaves out those a review of business software uses innocently, and STORE_ADDITIONS adds the common
// Japanese insults it lacks. Findings are warnings: an operator
// reads every voice anyway, and the author is told what looked abusive without being stopped.
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import jaWords from "naughty-words/ja.json" with { type: "json" };
import koWords from "naughty-words/ko.json" with { type: "json" };
import ptWords from "naughty-words/pt.json" with { type: "json" };
import zhWords from "naughty-words/zh.json" with { type: "json" };
import type { TLocale } from "../locales";

type TListName = "ja" | "ko" | "zh" | "pt";

/** The list each interface language's voices are checked with, besides English. */
const LIST_OF_LOCALE: Record<TLocale, TListName | null> = {
  ja: "ja",
  "ja-easy": "ja",
  "en-us": null,
  ko: "ko",
  "zh-cn": "zh",
  "zh-tw": "zh",
  pt: "pt",
  vi: null,
  "id-id": null,
};

const LISTS: Record<TListName, readonly string[]> = { ja: jaWords, ko: koWords, zh: zhWords, pt: ptWords };

/** Entries of the lists that are ordinary words (or the start of ordinary words) where voices are written. */
const STORE_EXCLUSIONS: Record<TListName, readonly string[]> = {
  // 挿入 (insert a row), 噴出 (complaints erupt), 支配, 人種, 嫌い, フック (webhook), しばり (a contract's
  // lock-in), 卍 (a temple on a map), xx (a placeholder: XX社), 裸 (裸足), なめ (なめらか), …
  ja: [
    "xx",
    "いたずら",
    "エスコート",
    "カント",
    "しばり",
    "スリット",
    "なめ",
    "ファンタジー",
    "フック",
    "ラバー",
    "嫌い",
    "支配",
    "人種",
    "女の子",
    "女子高生",
    "挿入",
    "噴出",
    "裸",
    "卍",
  ],
  // Parts of everyday forms: 보지 않다, 자지 않다, 하고자, 망가지다, 미친다 (affects), 애자일, 유모차, 호로록, …
  ko: ["망가", "보지", "자지", "고자", "노모", "유모", "애자", "자위", "야사", "에로", "미친", "호로"],
  // Single characters inside ordinary words (性能, 奶茶, 逼真, 幹部), clock times (十三点), and words such
  // as 成人, 激情, 处女作, 私服, 刚度, 月经 (leave), 靠背 and your-family phrases without the insult.
  zh: [
    "乳",
    "奶",
    "卵",
    "卵子",
    "性",
    "奸",
    "逼",
    "尻",
    "鳩",
    "撚",
    "柒",
    "爛",
    "賤",
    "幹",
    "13.",
    "13点",
    "十三点",
    "九游",
    "刚度",
    "成人",
    "激情",
    "处女",
    "祖宗",
    "私服",
    "老二",
    "老味",
    "老母",
    "月经",
    "鬼公",
    "肥西",
    "玉杵",
    "口肯",
    "后庭",
    "吹箫",
    "你全家",
    "你老闆",
    "笨實",
    "粉腸",
    "硬膠",
    "日你",
    "干你",
    "插你",
    "射你",
    "靠背",
  ],
  // Everyday words (beer, spider, to eat, hell, tap, consolation, bag, stick, heroine), the surname
  // Pinto, and words for who people are, which are not abuse.
  pt: [
    "aborto",
    "amador",
    "aranha",
    "ariano",
    "bissexual",
    "camisinha",
    "cerveja",
    "chupar",
    "comer",
    "consolo",
    "frango assado",
    "gozar",
    "grelho",
    "heroína",
    "heterosexual",
    "homem gay",
    "homosexual",
    "inferno",
    "lésbica",
    "mama",
    "passar um cheque",
    "pau",
    "pinto",
    "saco",
    "torneira",
  ],
};

/**
 * The insults Japanese reviews use most, which LDNOOBW (a list of sexual words, mostly) lacks. Matched
 * anywhere, even inside a compound (クソアプリ), so only words that are in no ordinary word are here:
 * not くそ (やくそく), ばか (ばかり), ゴミ (ゴミ箱) or カス (カスタマー).
 */
const STORE_ADDITIONS: Partial<Record<TListName, readonly string[]>> = {
  ja: ["クソ", "死ね", "氏ね", "馬鹿", "ぶっ殺", "キモい", "ウザい", "うざい"],
};

const normalize = (text: string) => text.normalize("NFKC").toLowerCase();

const listCache = new Map<TListName, string[]>();

function entriesOf(list: TListName): string[] {
  const cached = listCache.get(list);
  if (cached) return cached;
  const excluded = new Set(STORE_EXCLUSIONS[list].map(normalize));
  const entries = [...new Set(LISTS[list].map(normalize))].filter((entry) => entry && !excluded.has(entry));
  listCache.set(list, entries);
  return entries;
}

const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;
const KATAKANA = /[\p{Script=Katakana}ー・]/u;

/**
 * Whether an entry found at `start` stands alone where its script has word ends: a Latin entry is not
 * inside a longer Latin word (pau in Paulo), a katakana one not inside a longer katakana word (グロ in
 * グローバル). Kanji, kana and Hangul entries have no such ends to look for.
 */
function standsAlone(text: string, entry: string, start: number): boolean {
  const before = text.slice(0, start).at(-1) ?? "";
  const after = text.slice(start + entry.length)[0] ?? "";
  for (const [edge, neighbour] of [
    [entry[0] ?? "", before],
    [entry.at(-1) ?? "", after],
  ] as const) {
    if (LATIN_OR_DIGIT.test(edge) && LATIN_OR_DIGIT.test(neighbour)) return false;
    if (KATAKANA.test(edge) && KATAKANA.test(neighbour)) return false;
  }
  return true;
}

function listMatches(text: string, list: TListName): string[] {
  const normalized = normalize(text);
  const found = (STORE_ADDITIONS[list] ?? []).map(normalize).filter((word) => normalized.includes(word));
  for (const entry of entriesOf(list)) {
    for (let at = normalized.indexOf(entry); at !== -1; at = normalized.indexOf(entry, at + 1)) {
      if (standsAlone(normalized, entry, at)) {
        found.push(entry);
        break;
      }
    }
  }
  // A longer entry found says it all (おしりのあな, not おしり as well).
  return found.filter((word) => !found.some((other) => other !== word && other.includes(word)));
}

let englishMatcher: RegExpMatcher | undefined;

function englishMatches(text: string): string[] {
  englishMatcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return englishMatcher.getAllMatches(text, true).map((match) => text.slice(match.startIndex, match.endIndex + 1));
}

/** The abusive words of a text written in `locale`, as they were written (the caller masks them). */
export function abusiveWords(text: string, locale: TLocale): string[] {
  const list = LIST_OF_LOCALE[locale];
  const words = [...englishMatches(text), ...(list ? listMatches(text, list) : [])];
  return [...new Set(words)];
}
