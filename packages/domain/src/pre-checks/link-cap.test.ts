import { describe, expect, it } from "vitest";
import { emptyAppContent, type TAppContent } from "../schemas/app-content";
import type { TPreCheckDraft } from "./draft-checks-input";
import { linksNotCheckedFindings, linksToCheck, MAX_CHECKED_LINKS } from "./links";

function draft(content: Partial<TAppContent>): TPreCheckDraft {
  return { content: { ...emptyAppContent(), ...content }, notificationEmail: null, loginUrl: null };
}
const anchors = (count: number, host = "https://example.com") =>
  Array.from({ length: count }, (_, i) => `<a href="${host}/${i}">${i}</a>`).join("");

// Issue 25: the links rule fetches each distinct link once, never more than MAX_CHECKED_LINKS of them.
describe("linksToCheck", () => {
  it.each([
    ["no link", {}, []],
    [
      "one link in two places is one fetch",
      { helpUrl: "https://example.com/a", body: anchors(1).replace("/0", "/a") },
      ["https://example.com/a"],
    ],
  ] as const)("%s", (_, content, urls) => {
    expect(linksToCheck(draft(content))).toEqual({ urls });
  });

  it(`fetches exactly ${MAX_CHECKED_LINKS} distinct links`, () => {
    const result = linksToCheck(draft({ body: anchors(MAX_CHECKED_LINKS) }));
    expect("urls" in result && result.urls).toHaveLength(MAX_CHECKED_LINKS);
  });

  it("refuses one more, at the field where the count goes over, naming the count", () => {
    const result = linksToCheck(draft({ helpUrl: "https://example.com/help", body: anchors(2000) }));
    expect(result).toEqual({
      tooMany: {
        path: ["body"],
        outcome: "failed",
        code: "tooManyLinks",
        values: { count: 2001, maximum: MAX_CHECKED_LINKS },
      },
    });
  });

  it("counts a link repeated 2,000 times once", () => {
    const body = Array.from({ length: 2000 }, () => '<a href="https://example.com/same">x</a>').join("");
    expect(linksToCheck(draft({ body }))).toEqual({ urls: ["https://example.com/same"] });
  });
});

describe("linksNotCheckedFindings", () => {
  it("says so at the first link's field, and says nothing without links", () => {
    expect(linksNotCheckedFindings(draft({ body: anchors(3) }))).toEqual([
      { path: ["body"], outcome: "warning", code: "linksNotChecked", values: {} },
    ]);
    expect(linksNotCheckedFindings(draft({}))).toEqual([]);
  });
});
