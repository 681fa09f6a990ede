import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { issuesByField } from "../validation";
import { ZVoiceDecision, ZVoiceInput, ZVoiceReply, ZVoiceReport, ZVoiceTakeDown } from "./voice-input";
import {
  VOICE_REJECTION_REASON_MAX,
  VOICE_REPLY_MAX,
  VOICE_TEXT_MAX,
  VOICE_TEXT_MIN,
  VOICE_TITLE_MAX,
} from "./voice-limits";

const TEXT = "勤怠の集計が月末に半日早く終わるようになりました。";

const voice = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: "集計が早くなった",
  text: TEXT,
  locale: "ja",
  showCompany: true,
  showName: false,
  ...overrides,
});

/** The refusals per field as message keys, or the parsed value. */
function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return {};
  const byField = issuesByField(result.error);
  return Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages.map((m) => m.key)]));
}

describe("ZVoiceInput: the author's voice", () => {
  it("keeps a voice with its texts trimmed and line breaks unified", () => {
    const parsed = ZVoiceInput.parse(voice({ title: "  集計が\n早くなった ", text: `  ${TEXT}\r\n二行目  ` }));
    expect(parsed).toEqual({
      rating: 4,
      title: "集計が 早くなった",
      text: `${TEXT}\n二行目`,
      locale: "ja",
      showCompany: true,
      showName: false,
    });
  });

  it("shows neither the company nor the name unless the author says so", () => {
    const { showCompany: _, showName: __, ...bare } = voice();
    expect(ZVoiceInput.parse(bare)).toMatchObject({ showCompany: false, showName: false });
  });

  it.each([
    ["no stars", { rating: 0 }, { rating: ["validation.tooSmall"] }],
    ["six stars", { rating: 6 }, { rating: ["validation.tooBig"] }],
    ["half a star", { rating: 3.5 }, { rating: ["validation.invalid"] }],
    ["a blank title", { title: "   " }, { title: ["validation.required"] }],
    ["a title over its limit", { title: "あ".repeat(VOICE_TITLE_MAX + 1) }, { title: ["validation.tooLong"] }],
    ["a text too short", { text: "よかった" }, { text: ["validation.tooShort"] }],
    ["a text too long", { text: "あ".repeat(VOICE_TEXT_MAX + 1) }, { text: ["validation.tooLong"] }],
    ["a language the store does not have", { locale: "fr" }, { locale: ["validation.choice"] }],
  ])("refuses %s", (_, overrides, expected) => {
    expect(refusals(ZVoiceInput, voice(overrides))).toEqual(expected);
  });

  it("counts characters as the editor does: a rare kanji or an emoji once, spaces around not at all", () => {
    expect(refusals(ZVoiceInput, voice({ title: "𠮷".repeat(VOICE_TITLE_MAX) }))).toEqual({});
    expect(refusals(ZVoiceInput, voice({ text: `  ${"👍".repeat(VOICE_TEXT_MIN)}  ` }))).toEqual({});
    expect(refusals(ZVoiceInput, voice({ text: "👍".repeat(VOICE_TEXT_MIN - 1) }))).toEqual({
      text: ["validation.tooShort"],
    });
  });

  it("says the limit it refuses at", () => {
    const result = ZVoiceInput.safeParse(voice({ text: "短い" }));
    expect(result.success || issuesByField(result.error).text).toEqual([
      { key: "validation.tooShort", values: { minimum: VOICE_TEXT_MIN } },
    ]);
  });
});

describe("ZVoiceReply: the provider's reply", () => {
  it("keeps a reply and refuses an empty or overlong one", () => {
    expect(ZVoiceReply.parse({ text: " ありがとうございます。 " })).toEqual({ text: "ありがとうございます。" });
    expect(refusals(ZVoiceReply, { text: " " })).toEqual({ text: ["validation.required"] });
    expect(refusals(ZVoiceReply, { text: "a".repeat(VOICE_REPLY_MAX + 1) })).toEqual({ text: ["validation.tooLong"] });
  });
});

describe("ZVoiceDecision and ZVoiceTakeDown: the operator's", () => {
  it("publishes without a reason and rejects only with one", () => {
    expect(ZVoiceDecision.parse({ decision: "publish" })).toEqual({ decision: "publish" });
    expect(ZVoiceDecision.parse({ decision: "publish", reason: " " })).toEqual({ decision: "publish" });
    expect(ZVoiceDecision.parse({ decision: "reject", reason: " 電話番号が含まれています " })).toEqual({
      decision: "reject",
      reason: "電話番号が含まれています",
    });
    expect(refusals(ZVoiceDecision, { decision: "reject" })).toEqual({ reason: ["validation.required"] });
    expect(refusals(ZVoiceDecision, { decision: "reject", reason: "  " })).toEqual({ reason: ["validation.required"] });
    expect(refusals(ZVoiceDecision, { decision: "hide" })).toEqual({ decision: ["validation.choice"] });
    const seen = "2026-11-28T06:00:00.000Z";
    expect(ZVoiceDecision.parse({ decision: "publish", seenUpdatedAt: seen })).toEqual({
      decision: "publish",
      seenUpdatedAt: seen,
    });
    expect(Object.keys(refusals(ZVoiceDecision, { decision: "publish", seenUpdatedAt: "yesterday" }))).toEqual([
      "seenUpdatedAt",
    ]);
  });

  it("takes down only with a reason within its limit", () => {
    expect(ZVoiceTakeDown.parse({ reason: "個人名" })).toEqual({ reason: "個人名" });
    expect(refusals(ZVoiceTakeDown, { reason: "" })).toEqual({ reason: ["validation.required"] });
    expect(refusals(ZVoiceTakeDown, { reason: "a".repeat(VOICE_REJECTION_REASON_MAX + 1) })).toEqual({
      reason: ["validation.tooLong"],
    });
  });
});

describe("ZVoiceReport: a visitor's or provider's report", () => {
  it("takes a reason from the list, with a note needed only for 'other'", () => {
    expect(ZVoiceReport.parse({ reason: "personalData" })).toEqual({ reason: "personalData" });
    expect(ZVoiceReport.parse({ reason: "spam", note: " 宣伝です " })).toEqual({ reason: "spam", note: "宣伝です" });
    expect(refusals(ZVoiceReport, { reason: "other" })).toEqual({ note: ["validation.required"] });
    expect(refusals(ZVoiceReport, { reason: "boring" })).toEqual({ reason: ["validation.choice"] });
  });
});
