import { describe, expect, it } from "vitest";
import { voiceChecks, voiceChecksPass, type TVoiceCheckInput } from "./voice-checks";
import { VOICE_TEXT_MAX, VOICE_TEXT_MIN, VOICE_TITLE_MAX } from "./voice-limits";

const DIRECTORY = ["山田 太郎", "佐藤 花子", "Ichiro Suzuki"];
const TEXT = "勤怠の集計が月末に半日早く終わるようになりました。";

const check = (input: Partial<TVoiceCheckInput>, locale: "ja" | "en-us" = "ja") =>
  voiceChecks({ rating: 4, title: "集計が早くなった", text: TEXT, ...input }, { directoryNames: DIRECTORY, locale });

const summary = (findings: ReturnType<typeof voiceChecks>) =>
  findings.map((f) => `${f.outcome} ${f.field} ${f.code} ${JSON.stringify(f.values)}`);

describe("voiceChecks", () => {
  it("finds nothing in a voice that may be sent", () => {
    expect(check({})).toEqual([]);
    expect(voiceChecksPass(check({}))).toBe(true);
  });

  it("names the phone number by its last 4 digits, so the author knows what to remove", () => {
    const findings = check({ text: `${TEXT}不明点は０９０ー１２３４ー５６７８の山田太郎まで。` });
    expect(summary(findings)).toEqual([
      'failed text phoneNumber {"match":"5678"}',
      'failed text personName {"match":"山***"}',
    ]);
    expect(voiceChecksPass(findings)).toBe(false);
  });

  it("fails e-mail addresses and links in the title as in the text", () => {
    expect(
      summary(check({ title: "詳細は example.co.jp へ", text: `${TEXT} 連絡先 hanako.sato@example.com` })),
    ).toEqual(['failed title link {"match":"example.co.jp"}', 'failed text emailAddress {"match":"h***@example.com"}']);
  });

  it("warns of a family name alone and of abusive words, which do not stop the voice", () => {
    const findings = check({ text: `${TEXT}佐藤さんの対応はクソでした。` });
    expect(summary(findings)).toEqual([
      'warning text personName {"match":"佐*"}',
      'warning text abusiveWord {"match":"ク*"}',
    ]);
    expect(voiceChecksPass(findings)).toBe(true);
  });

  it("checks abusive words in the voice's language, and English in every one", () => {
    const text = "The export works, but the support team was shit to deal with.";
    expect(summary(check({ text }, "en-us"))).toEqual(['warning text abusiveWord {"match":"s***"}']);
    expect(summary(check({ text: "Ichiro Suzuki set it up; it saves us hours every week." }, "en-us"))).toEqual([
      'failed text personName {"match":"I***********"}',
    ]);
  });

  it("names each thing once however often it is written", () => {
    const text = `${TEXT} 03-1234-5678、もう一度 03-1234-5678`;
    expect(summary(check({ text }))).toEqual(['failed text phoneNumber {"match":"5678"}']);
  });

  it("does not mistake dates, prices and versions for phone numbers", () => {
    const text = "2024-01-15に導入。月額 1,000,000円、v10.0.19045 でも 09:00-18:00 に安定して動きます。";
    expect(check({ text })).toEqual([]);
  });

  it.each([
    [{ rating: 0 }, 'failed rating ratingOutOfRange {"minimum":1,"maximum":5}'],
    [{ rating: 4.5 }, 'failed rating ratingOutOfRange {"minimum":1,"maximum":5}'],
    [{ rating: null }, 'failed rating ratingOutOfRange {"minimum":1,"maximum":5}'],
    [{ title: "  " }, "failed title required {}"],
    [
      { title: "あ".repeat(VOICE_TITLE_MAX + 2) },
      `failed title tooLong {"count":${VOICE_TITLE_MAX + 2},"maximum":${VOICE_TITLE_MAX}}`,
    ],
    [{ text: "よかったです" }, `failed text tooShort {"count":6,"minimum":${VOICE_TEXT_MIN}}`],
    [
      { text: "あ".repeat(VOICE_TEXT_MAX + 1) },
      `failed text tooLong {"count":${VOICE_TEXT_MAX + 1},"maximum":${VOICE_TEXT_MAX}}`,
    ],
  ])("fails %j", (input, expected) => {
    expect(summary(check(input))).toEqual([expected]);
  });

  it("counts length as the editor does: full-width and rare characters once, spaces around not at all", () => {
    expect(check({ text: `   ${"𠮷".repeat(VOICE_TEXT_MIN)}   ` })).toEqual([]);
    expect(check({ text: "Ｆｕｌｌ－ｗｉｄｔｈ　ｔｅｘｔ　ｉｓ　ｆｉｎｅ" })).toEqual([]);
  });
});
