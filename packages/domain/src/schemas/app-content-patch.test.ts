import { describe, expect, it } from "vitest";
import { emptyAppContent, type TAppContent, type TContentImage } from "./app-content";
import { applyAppContentPatch, applyNestedList, type TNestedEntry, ZAppContentPatch } from "./app-content-patch";

const image = (id: number, caption: string): TContentImage => ({
  id,
  url: `/img/${id}.png`,
  caption,
  altText: caption,
});
const IMAGES = [image(1, "一"), image(2, "二"), image(3, "三")];

// SPEC §7 nested lists, one row per case: an id updates, no id creates, _destroy deletes exactly that item.
const rows: [
  string,
  TNestedEntry<TContentImage>[],
  { ok: true; captions: [number, string][] } | { ok: false; unknownIds: number[] },
][] = [
  [
    "nothing named: the list as it was",
    [],
    {
      ok: true,
      captions: [
        [1, "一"],
        [2, "二"],
        [3, "三"],
      ],
    },
  ],
  [
    "an entry without an id creates an item with the next free id, after the others",
    [{ url: "/img/new.png", caption: "新", altText: "新" }],
    {
      ok: true,
      captions: [
        [4, "新"],
        [1, "一"],
        [2, "二"],
        [3, "三"],
      ],
    },
  ],
  [
    "an entry with an id updates only the fields it gives",
    [{ id: 2, caption: "二改" }],
    {
      ok: true,
      captions: [
        [2, "二改"],
        [1, "一"],
        [3, "三"],
      ],
    },
  ],
  [
    "_destroy deletes exactly that item",
    [{ id: 2, _destroy: true }],
    {
      ok: true,
      captions: [
        [1, "一"],
        [3, "三"],
      ],
    },
  ],
  [
    "a full list in another order reorders",
    [{ id: 3 }, { id: 1 }, { id: 2 }],
    {
      ok: true,
      captions: [
        [3, "三"],
        [1, "一"],
        [2, "二"],
      ],
    },
  ],
  [
    "an id the list does not have refuses the whole list",
    [
      { id: 1, caption: "変" },
      { id: 9, caption: "無" },
      { id: 8, _destroy: true },
    ],
    { ok: false, unknownIds: [9, 8] },
  ],
  [
    "one id named twice counts once (the first entry)",
    [
      { id: 1, _destroy: true },
      { id: 1, caption: "復活" },
    ],
    {
      ok: true,
      captions: [
        [2, "二"],
        [3, "三"],
      ],
    },
  ],
];

describe("applyNestedList", () => {
  it.each(rows)("%s", (_, entries, expected) => {
    const result = applyNestedList(IMAGES, entries);
    if (!expected.ok) {
      expect(result).toEqual(expected);
      return;
    }
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.items.map((item) => [item.id, item.caption])).toEqual(expected.captions);
  });

  it("numbers new items after the highest id, even after a deletion", () => {
    const result = applyNestedList(IMAGES, [
      { id: 3, _destroy: true },
      { url: "/a.png", caption: "甲", altText: "甲" },
      { url: "/b.png", caption: "乙", altText: "乙" },
    ]);
    expect(result.ok && result.items.map((item) => item.id)).toEqual([4, 5, 1, 2]);
  });
});

describe("applyAppContentPatch", () => {
  const content: TAppContent = {
    ...emptyAppContent(),
    name: "元の名前",
    images: IMAGES,
    connection: {
      image: null,
      note: "注記",
      plans: ["ベーシック"],
      basicItems: [
        { id: 1, suite: "氏名", targetService: "氏名", direction: "to_service" },
        { id: 2, suite: "部署", targetService: "部門", direction: "both" },
      ],
      groupItems: [],
      customItems: [],
    },
  };
  const patch = (value: unknown) => ZAppContentPatch.parse(value);

  it("replaces the scalar fields given and leaves the rest", () => {
    const result = applyAppContentPatch(content, patch({ name: "新しい名前", price: "無料" }));
    expect(result).toEqual({ ok: true, content: { ...content, name: "新しい名前", price: "無料" } });
  });

  it("creates, updates, deletes and reorders items of a list", () => {
    const result = applyAppContentPatch(
      content,
      patch({
        images: [
          { id: 3, caption: "三改" },
          { url: "/img/n.png", caption: "新", altText: "新しい画面" },
          { id: 1, _destroy: true },
          { id: 2 },
        ],
      }),
    );
    expect(result.ok && result.content.images.map((i) => [i.id, i.caption])).toEqual([
      [3, "三改"],
      [4, "新"],
      [2, "二"],
    ]);
  });

  it("applies nested lists of the connection table and keeps its other fields", () => {
    const result = applyAppContentPatch(
      content,
      patch({
        connection: {
          basicItems: [{ id: 1, _destroy: true }],
          customItems: [{ suite: "カスタム", targetService: "項目", direction: "to_suite" }],
        },
      }),
    );
    expect(result.ok && result.content.connection).toEqual({
      ...content.connection,
      basicItems: [{ id: 2, suite: "部署", targetService: "部門", direction: "both" }],
      customItems: [{ id: 1, suite: "カスタム", targetService: "項目", direction: "to_suite" }],
    });
  });

  it("starts a connection table when there is none, and removes it with null", () => {
    const none = { ...content, connection: null };
    const started = applyAppContentPatch(
      none,
      patch({ connection: { groupItems: [{ suite: "グループ", targetService: "組織", direction: "both" }] } }),
    );
    expect(started.ok && started.content.connection).toEqual({
      image: null,
      note: null,
      plans: [],
      basicItems: [],
      groupItems: [{ id: 1, suite: "グループ", targetService: "組織", direction: "both" }],
      customItems: [],
    });
    expect(applyAppContentPatch(content, patch({ connection: null }))).toEqual({
      ok: true,
      content: { ...content, connection: null },
    });
  });

  it.each([
    ["images", { images: [{ id: 7, caption: "無" }] }, ["images"], [7]],
    [
      "connection items",
      { connection: { basicItems: [{ id: 5, _destroy: true }] } },
      ["connection", "basicItems"],
      [5],
    ],
  ])("refuses an item id its list does not have (%s), naming the list", (_, value, path, unknownIds) => {
    expect(applyAppContentPatch(content, patch(value))).toEqual({ ok: false, path, unknownIds });
  });

  it("refuses a field the content does not have (strict payload)", () => {
    expect(ZAppContentPatch.safeParse({ status: "published" }).success).toBe(false);
  });
});

describe("ZAppContentPatch leaves out what it does not name", () => {
  it("applies no defaults to scalar fields or to updated items", () => {
    const patch = ZAppContentPatch.parse({ usages: [{ id: 1 }] });
    expect(patch).toEqual({ usages: [{ id: 1 }] });
  });

  it("keeps stored values a patch does not name", () => {
    const content = {
      ...emptyAppContent(),
      triable: true,
      announcement: "秋のお知らせ",
      usages: [
        {
          id: 1,
          title: "t",
          embedType: "image" as const,
          embedId: null,
          embedUrl: null,
          body: "",
          imageUrl: "/media/a.png",
          imageAltText: "代替テキスト",
        },
      ],
    };
    const result = applyAppContentPatch(content, ZAppContentPatch.parse({ title: "新しい", usages: [{ id: 1 }] }));
    expect(result.ok && result.content).toMatchObject({
      title: "新しい",
      triable: true,
      announcement: "秋のお知らせ",
      usages: [{ id: 1, imageAltText: "代替テキスト" }],
    });
  });
});
