import { describe, expect, it } from "vitest";
import { foldSearchText, searchTerms } from "./search-text";

describe("search folding", () => {
  it.each([
    ["キンタイ", "きんたい"],
    ["ｷﾝﾀｲ", "きんたい"],
    ["ＡＰＩ連携", "api連携"],
    ["Slack  App", "slack app"],
    ["ヴァ", "ゔぁ"],
    ["勤怠\u0000管理\u0007", "勤怠 管理"],
  ])("%j folds to %j", (input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });

  it("splits a query into folded terms", () => {
    expect(searchTerms("　勤怠　ｱﾌﾟﾘ ")).toEqual(["勤怠", "あぷり"]);
  });
});
