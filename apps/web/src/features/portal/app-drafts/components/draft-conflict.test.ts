import { emptyAppContent, type TAppContent, type TContentRelease } from "@store/domain/schemas/app-content";
import { describe, expect, it } from "vitest";
import { conflictingFields, readableText, rebaseOnTheirs } from "./draft-conflict";
import type { TEditorValues } from "./draft-payload";

const release = (id: number, title: string): TContentRelease => ({
  id,
  title,
  publishedAt: "2026-01-01T00:00:00Z",
  url: null,
});

function values(content: Partial<TAppContent> = {}, own: Partial<TEditorValues> = {}): TEditorValues {
  return { content: { ...emptyAppContent(), ...content }, notificationEmail: "", loginUrl: "", ...own };
}

describe("conflictingFields", () => {
  it("lists the fields the user changed where theirs differs, with both texts", () => {
    const base = values({ title: "base", description: "d", name: "n" });
    const mine = values({ title: "mine", description: "d", name: "same" });
    const theirs = values({ title: "theirs", description: "theirs only", name: "same" });
    expect(conflictingFields(base, mine, theirs)).toEqual([{ field: "title", mine: "mine", theirs: "theirs" }]);
  });

  it("shows a list as its texts", () => {
    const base = values({ releases: [release(1, "v1")] });
    const mine = values({ releases: [release(1, "v1 mine")] });
    const theirs = values({ releases: [release(1, "v1 theirs"), release(2, "v2")] });
    const [conflict] = conflictingFields(base, mine, theirs);
    expect(conflict?.field).toBe("releases");
    expect(conflict?.mine).toContain("v1 mine");
    expect(conflict?.theirs).toContain("v1 theirs\n2026-01-01T00:00:00Z\nv2");
  });

  it("names the draft's own fields", () => {
    const base = values({}, { loginUrl: "" });
    expect(
      conflictingFields(
        base,
        values({}, { loginUrl: "https://m.example" }),
        values({}, { loginUrl: "https://t.example" }),
      ),
    ).toEqual([{ field: "loginUrl", mine: "https://m.example", theirs: "https://t.example" }]);
  });

  it("is empty when both saved the same text", () => {
    expect(conflictingFields(values({ title: "a" }), values({ title: "b" }), values({ title: "b" }))).toEqual([]);
  });
});

describe("rebaseOnTheirs", () => {
  it("keeps their changes and puts the user's on top, field by field", () => {
    const base = values({ title: "base", description: "base" });
    const mine = values({ title: "mine", description: "base" });
    const theirs = values({ title: "theirs", description: "theirs" });
    const result = rebaseOnTheirs(base, mine, theirs);
    expect([result.content.title, result.content.description]).toEqual(["mine", "theirs"]);
  });

  it("merges list items: the user's edits on their items, their new items kept, an item they deleted but the user edited comes back new", () => {
    const base = values({ releases: [release(1, "a"), release(2, "b"), release(3, "c")] });
    const mine = values({
      releases: [release(2, "b mine"), release(1, "a"), release(3, "c mine"), release(-5, "new mine")],
    });
    const theirs = values({
      releases: [{ ...release(1, "a"), url: "https://t.example" }, release(2, "b"), release(4, "d")],
    });
    const result = rebaseOnTheirs(base, mine, theirs).content.releases;
    expect(result.map((r) => r.title)).toEqual(["b mine", "a", "c mine", "new mine", "d"]);
    expect(result[1]?.url).toBe("https://t.example");
    // Item 3 is gone on the server: the user's text comes back as a new item (temporary id).
    expect(result[2]?.id).toBeLessThan(0);
  });

  it("takes their list whole when the user did not touch it", () => {
    const base = values({ releases: [release(1, "a")] });
    const theirs = values({ releases: [release(2, "x")] });
    expect(rebaseOnTheirs(base, base, theirs).content.releases).toEqual([release(2, "x")]);
  });
});

describe("readableText", () => {
  it("reads nested values as lines, leaving out ids", () => {
    expect(readableText({ id: 3, benefits: "b", conditions: "c" })).toBe("b\nc");
  });
});
