import { describe, expect, it } from "vitest";
import { abusiveWords } from "./abusive-words";

describe("abusiveWords", () => {
  it.each([
    ["English swearing", "This app is total shit.", "en-us", ["shit"]],
    ["English swearing stretched", "fuuuuckkk this", "en-us", ["fuuuuck"]],
    ["English swearing in leetspeak", "sh1t support", "en-us", ["sh1t"]],
    ["English swearing in a Japanese voice", "サポートがfuckingひどい", "ja", ["fuck"]],
    ["a Japanese word from the list", "担当者はビッチだ", "ja", ["ビッチ"]],
    ["a katakana word standing alone", "グロ画像はやめて", "ja", ["グロ"]],
    ["a Japanese insult the store adds, inside a compound", "このクソアプリは使えない", "ja", ["クソ"]],
    ["half-width katakana", "ｸｿｱﾌﾟﾘ", "ja", ["クソ"]],
    ["the Japanese list for easy Japanese", "しね、ばかやろう、死ね", "ja-easy", ["死ね"]],
    ["Korean", "이 앱은 병신 같다", "ko", ["병신"]],
    ["simplified Chinese", "客服真是傻逼", "zh-cn", ["傻逼"]],
    ["the Chinese list for traditional Chinese", "他媽的，他妈的", "zh-tw", ["他妈的"]],
    ["Portuguese", "Que merda de sistema", "pt", ["merda"]],
  ] as const)("finds %s", (_, text, locale, expected) => {
    expect(abusiveWords(text, locale)).toEqual(expected);
  });

  it.each([
    ["English words that contain one", "The assassin's class passed the assessment in Scunthorpe.", "en-us"],
    ["グロ inside グローバル", "グローバル展開に強い", "ja"],
    ["フック, a hook, and ウェブフック", "フックで通知でき、ウェブフックもある", "ja"],
    ["なめ in なめらか", "画面の動きがなめらかです", "ja"],
    ["挿入 and 噴出", "行を挿入すると不満が噴出した", "ja"],
    ["くそ in やくそく", "やくそくの 日に できました", "ja-easy"],
    ["ゴミ箱 and カスタマー", "ゴミ箱から戻せるしカスタマーサポートも早い", "ja"],
    ["XX社 as a placeholder", "XX社から乗り換えました", "ja"],
    ["보지 않다 and 하고자", "아무도 보지 않았지만 개선하고자 합니다", "ko"],
    ["미친다 as 'affects'", "업무에 영향을 미친다", "ko"],
    ["性能 and 奶茶", "性能很好，像奶茶一样顺滑", "zh-cn"],
    ["幹部", "公司幹部都在使用", "zh-tw"],
    ["pau inside Paulo, and comer", "O Paulo gosta de comer cedo; saco de café", "pt"],
  ] as const)("leaves alone %s", (_, text, locale) => {
    expect(abusiveWords(text, locale)).toEqual([]);
  });

  it("has no list for Vietnamese or Indonesian, and checks English there", () => {
    expect(abusiveWords("ứng dụng tốt, but shit support", "vi")).toEqual(["shit"]);
    expect(abusiveWords("aplikasi yang bagus", "id-id")).toEqual([]);
  });
});
