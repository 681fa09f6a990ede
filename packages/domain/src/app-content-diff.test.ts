import { describe, expect, it } from "vitest";
import { diffAppContent, diffList, type TListItemDiff } from "./app-content-diff";
import { emptyAppContent, type TAppContent } from "./schemas/app-content";

const image = (id: number, url: string, caption = `caption ${id}`) => ({ id, url, caption, altText: `alt ${id}` });

function published(): TAppContent {
  return {
    ...emptyAppContent(),
    name: "勤怠つなぐ",
    code: "kintai-tsunagu",
    title: "打刻から給与まで",
    logoImage: "/media/logo-old.png",
    termsUrl: "https://kintai.example/terms",
    categoryIds: [1, 2],
    images: [image(1, "/media/one.png"), image(2, "/media/two.png"), image(3, "/media/three.png")],
  };
}

const changedFields = (before: TAppContent | null, after: TAppContent) =>
  diffAppContent(before, after)
    .fields.filter((diff) => diff.changed)
    .map(({ field, kind, before: was, after: now }) => [field, kind, was, now]);

describe("diffAppContent: fields", () => {
  const rows: [string, (c: TAppContent) => TAppContent, unknown[][]][] = [
    ["nothing changed: no field changed", (c) => c, []],
    [
      "a text field: both values",
      (c) => ({ ...c, title: "打刻から給与、年末調整まで" }),
      [["title", "text", "打刻から給与まで", "打刻から給与、年末調整まで"]],
    ],
    [
      "an image: both urls, kind image",
      (c) => ({ ...c, logoImage: "/media/logo-new.png" }),
      [["logoImage", "image", "/media/logo-old.png", "/media/logo-new.png"]],
    ],
    [
      "a link cleared: before and null",
      (c) => ({ ...c, termsUrl: null }),
      [["termsUrl", "link", "https://kintai.example/terms", null]],
    ],
    [
      "categories reordered are a change of ids",
      (c) => ({ ...c, categoryIds: [2, 1] }),
      [["categoryIds", "categoryIds", [1, 2], [2, 1]]],
    ],
    [
      "a campaign added: its sub-fields from null",
      (c) => ({ ...c, campaign: { benefits: "半額", conditions: "" } }),
      [
        ["campaign.benefits", "text", null, "半額"],
        ["campaign.conditions", "text", null, ""],
      ],
    ],
    [
      "a flag and a choice",
      (c) => ({ ...c, ssoSupported: true, integrationType: "install" }),
      [
        ["integrationType", "choice", "connect", "install"],
        ["ssoSupported", "flag", false, true],
      ],
    ],
    ["rich text", (c) => ({ ...c, body: "<p>新しい本文</p>" }), [["body", "richText", "", "<p>新しい本文</p>"]]],
  ];
  for (const [name, change, expected] of rows) {
    it(name, () => {
      const before = published();
      expect(changedFields(before, change(published()))).toEqual(expected);
    });
  }

  it("counts changed and unchanged fields and lists; unchanged ones stay in the answer", () => {
    const before = published();
    const diff = diffAppContent(before, { ...before, title: "新", images: before.images.slice(1) });
    expect(diff.changedCount).toBe(2);
    expect(diff.unchangedCount).toBe(diff.fields.length + diff.lists.length - 2);
    expect(diff.fields.find((f) => f.field === "name")).toMatchObject({ changed: false, before: "勤怠つなぐ" });
  });

  it("lists fields in the content's order, however the stored JSON orders its keys", () => {
    const shuffled = Object.fromEntries(Object.entries(published()).reverse()) as TAppContent;
    const names = diffAppContent(shuffled, shuffled).fields.map((f) => f.field);
    expect(names.slice(0, 4)).toEqual(["name", "code", "title", "description"]);
    expect(names.indexOf("campaign.benefits")).toBeGreaterThan(names.indexOf("inquiryUrl"));
  });

  it("a new app (no published content): only fields with a value are changes, every item is added", () => {
    const diff = diffAppContent(null, published());
    expect(diff.isNewApp).toBe(true);
    const changed = diff.fields.filter((f) => f.changed).map((f) => f.field);
    expect(changed).toEqual([
      "name",
      "code",
      "title",
      "integrationType",
      "primaryActionType",
      "categoryIds",
      "logoImage",
      "termsUrl",
      "inquiryActionType",
    ]);
    expect(diff.fields.every((f) => f.before === null)).toBe(true);
    const images = diff.lists.find((l) => l.list === "images");
    expect(images?.items.map((i) => [i.id, i.change])).toEqual([
      [1, "added"],
      [2, "added"],
      [3, "added"],
    ]);
  });
});

describe("diffList: items matched by id", () => {
  const before = [image(1, "/media/one.png"), image(2, "/media/two.png"), image(3, "/media/three.png")];
  const summary = (items: TListItemDiff[]) =>
    items.map((item) => {
      if (item.change === "changed")
        return [item.id, item.change, item.fields.map((f) => [f.field, f.before, f.after]), item.moved];
      if (item.change === "moved") return [item.id, item.change, item.from, item.position];
      return [item.id, item.change, item.position];
    });
  const rows: [string, ReturnType<typeof image>[], unknown[]][] = [
    [
      "the same items: all unchanged",
      before,
      [
        [1, "unchanged", 0],
        [2, "unchanged", 1],
        [3, "unchanged", 2],
      ],
    ],
    [
      "one added at the top: the others are not moved",
      [image(4, "/media/four.png"), ...before],
      [
        [4, "added", 0],
        [1, "unchanged", 1],
        [2, "unchanged", 2],
        [3, "unchanged", 3],
      ],
    ],
    [
      "one removed: listed after the kept ones with its old place",
      [before[0], before[2]] as ReturnType<typeof image>[],
      [
        [1, "unchanged", 0],
        [3, "unchanged", 1],
        [2, "removed", 1],
      ],
    ],
    [
      "a caption changed: only that sub-field",
      [before[0], { ...before[1], caption: "新しい説明" }, before[2]] as ReturnType<typeof image>[],
      [
        [1, "unchanged", 0],
        [2, "changed", [["caption", "caption 2", "新しい説明"]], false],
        [3, "unchanged", 2],
      ],
    ],
    [
      "two swapped: both moved",
      [before[1], before[0], before[2]] as ReturnType<typeof image>[],
      [
        [2, "moved", 1, 0],
        [1, "moved", 0, 1],
        [3, "unchanged", 2],
      ],
    ],
    [
      "changed and moved",
      [{ ...before[2], url: "/media/three-b.png" }, before[0], before[1]] as ReturnType<typeof image>[],
      [
        [3, "changed", [["url", "/media/three.png", "/media/three-b.png"]], true],
        [1, "moved", 0, 1],
        [2, "moved", 1, 2],
      ],
    ],
  ];
  for (const [name, after, expected] of rows) {
    it(name, () => {
      const diff = diffList("images", before, after);
      expect(summary(diff.items)).toEqual(expected);
      expect(diff.changed).toBe(name !== "the same items: all unchanged");
    });
  }

  it("a screenshot's url is an image, a usage's embed url a link", () => {
    const diff = diffAppContent(published(), { ...published(), images: [{ ...image(1, "/media/x.png") }] });
    const item = diff.lists.find((l) => l.list === "images")?.items[0];
    expect(item?.change === "changed" && item.fields[0]?.kind).toBe("image");
  });

  it("connection items are compared per list, by id", () => {
    const connection = (suite: string) => ({
      image: null,
      note: null,
      plans: ["標準"],
      basicItems: [{ id: 1, suite, targetService: "社員", direction: "to_service" as const }],
      groupItems: [],
      customItems: [],
    });
    const diff = diffAppContent(
      { ...published(), connection: connection("従業員") },
      { ...published(), connection: connection("社員番号") },
    );
    const basic = diff.lists.find((l) => l.list === "connection.basicItems");
    expect(basic?.items).toEqual([
      {
        id: 1,
        change: "changed",
        position: 0,
        moved: false,
        fields: [{ field: "suite", kind: "text", before: "従業員", after: "社員番号", changed: true }],
      },
    ]);
    expect(diff.lists.find((l) => l.list === "connection.groupItems")?.changed).toBe(false);
  });
});
