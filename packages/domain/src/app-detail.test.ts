import { describe, expect, it } from "vitest";
import { buildAppDetail, embedUrlOf, type TAppFacts } from "./app-detail";
import { emptyAppContent, type TAppContent } from "./schemas/app-content";
import { ZAppDetail } from "./schemas/app";

const NOW = new Date("2026-11-21T03:00:00Z");

const facts: TAppFacts = {
  id: 7,
  status: "published",
  installable: true,
  uninstallable: true,
  suiteDataIntegrationOnly: false,
  suiteOptionTypes: [],
  isSuiteOptionWithSubscription: false,
  suiteIdpUrl: "https://suite.example/idp",
  suiteDataUrl: "javascript:alert(1)",
  supportedSuiteOptions: [],
  appProvider: { name: "提供元株式会社" },
  awards: [],
  runningCampaign: null,
  commonOauthClientApps: [],
  taxonomy: {
    categories: new Map([[1, { name: "給与計算", count: 4 }]]),
    plans: new Map([[3, { name: "有料", priceType: "paid" as const, count: 9 }]]),
    tags: new Map([[5, "給与連携"]]),
  },
  installed: false,
  installationInProgress: false,
  suiteDataInstalled: false,
  now: NOW,
};

const content: TAppContent = {
  ...emptyAppContent(),
  name: "あさぎ給与",
  code: "asagi",
  title: "給与計算をクラウドで",
  description: "説明",
  body: "<p>本文</p>",
  categoryIds: [1],
  planId: 3,
  tagIds: [5],
  logoImage: "/img/apps/asagi/logo.svg",
};

const release = (id: number, publishedAt: string) => ({ id, title: `リリース${id}`, publishedAt, url: null });

// One row per rule of the builder: what the provider typed, what the store knows, what the page gets.
const rows: [string, Partial<TAppContent>, Partial<TAppFacts>, (detail: ReturnType<typeof buildAppDetail>) => void][] =
  [
    [
      "links that are not http(s) or the store's own paths are dropped",
      {
        url: "javascript:alert(1)",
        helpUrl: "//evil.example/x",
        termsUrl: "https://terms.example/",
        documentUrl: "data:text/html,x",
        images: [
          { id: 1, url: "vbscript:x", caption: "悪い", altText: "悪い" },
          { id: 2, url: "/img/s.png", caption: "一覧", altText: "一覧の画面" },
        ],
        idpHelp: { url: "javascript:x", title: "IdP" },
        inquiryUrl: "ftp://x.example/",
      },
      {},
      (d) => {
        expect(d.url).toBeNull();
        expect(d.helpUrl).toBeNull();
        expect(d.termsUrl).toBe("https://terms.example/");
        expect(d.document).toBeNull();
        expect(d.images).toEqual([{ url: "/img/s.png", caption: "一覧", altText: "一覧の画面" }]);
        expect(d.idpHelp).toBeNull();
        expect(d.action.inquiryUrl).toBeNull();
        expect(d.suiteDataUrl).toBeNull();
        expect(d.suiteIdpUrl).toBe("https://suite.example/idp");
      },
    ],
    [
      "releases dated later than now, or not dated at all, are hidden; the rest newest first",
      {
        releases: [
          release(1, "2026-01-01T00:00:00Z"),
          release(2, "2026-12-01T00:00:00Z"),
          release(3, "2026-11-21T03:00:00Z"),
          release(4, "2026-1"),
        ],
      },
      {},
      (d) => expect(d.releases.map((r) => r.title)).toEqual(["リリース3", "リリース1"]),
    ],
    [
      "taxonomy ids the store does not know are left out; known ones carry their names and counts",
      { categoryIds: [1, 99], tagIds: [98, 5], planId: 3 },
      {},
      (d) => {
        expect(d.categories).toEqual([{ id: 1, name: "給与計算", count: 4 }]);
        expect(d.tags).toEqual([{ id: 5, name: "給与連携" }]);
        expect(d.plan).toEqual({ id: 3, name: "有料", priceType: "paid", count: 9 });
      },
    ],
    ["an unknown plan is no plan", { planId: 42 }, {}, (d) => expect(d.plan).toBeNull()],
    [
      // Issue 31: the provider's own campaign shows whether or not the store runs one for the app.
      "the provider's campaign shows without a store campaign too",
      { campaign: { benefits: "初月無料", conditions: "新規のみ" } },
      {},
      (d) => expect(d.campaign).toEqual({ benefits: "初月無料", conditions: "新規のみ" }),
    ],
    ["no campaign without the provider's or the store's", {}, {}, (d) => expect(d.campaign).toBeNull()],
    [
      "a running campaign shows the provider's wording when there is one",
      { campaign: { benefits: "初月無料", conditions: "新規のみ" } },
      { runningCampaign: { benefits: "ストアの特典", conditions: "ストアの条件" } },
      (d) => expect(d.campaign).toEqual({ benefits: "初月無料", conditions: "新規のみ" }),
    ],
    [
      "a running campaign shows the store's wording when the provider wrote none",
      {},
      { runningCampaign: { benefits: "ストアの特典", conditions: "ストアの条件" } },
      (d) => expect(d.campaign).toEqual({ benefits: "ストアの特典", conditions: "ストアの条件" }),
    ],
    [
      "the store's facts win over nothing the provider typed: status, installation, provider",
      { triable: true },
      { status: "upcoming", installed: true, suiteDataInstalled: true, installable: false },
      (d) =>
        expect(d).toMatchObject({
          status: "upcoming",
          installed: true,
          suiteDataInstalled: true,
          installable: false,
          triable: true,
          action: { triable: true },
          appProvider: { name: "提供元株式会社" },
        }),
    ],
    [
      "connection items lose their ids; empty texts are nothing",
      {
        price: "  ",
        videoId: "",
        connection: {
          image: null,
          note: "",
          plans: ["ベーシック"],
          basicItems: [{ id: 4, suite: "氏名", targetService: "氏名", direction: "to_service" }],
          groupItems: [],
          customItems: [],
        },
      },
      {},
      (d) => {
        expect(d.price).toBeNull();
        expect(d.videoId).toBeNull();
        expect(d.connection).toEqual({
          image: null,
          note: null,
          plans: ["ベーシック"],
          basicItems: [{ suite: "氏名", targetService: "氏名", direction: "to_service" }],
          groupItems: [],
          customItems: [],
        });
      },
    ],
  ];

describe("buildAppDetail", () => {
  it.each(rows)("%s", (_, contentChanges, factChanges, check) => {
    const detail = buildAppDetail({ ...content, ...contentChanges }, { ...facts, ...factChanges });
    expect(ZAppDetail.safeParse(detail).success).toBe(true);
    check(detail);
  });

  it("gives the SPEC §3 shape for the least content a draft can have", () => {
    const detail = buildAppDetail(emptyAppContent(), { ...facts, id: 0 });
    expect(ZAppDetail.parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({ id: 0, name: "", categories: [], plan: null, document: null, connection: null });
  });
});

describe("embedUrlOf", () => {
  it.each([
    ["wistia", "abc123", "https://fast.wistia.net/embed/iframe/abc123"],
    ["box", "k9x_Q-2", "https://app.box.com/embed/s/k9x_Q-2"],
    ["image", "abc", null],
    ["wistia", "", null],
    ["wistia", "../evil", null],
    ["box", "a b", null],
  ] as const)("%s %s → %s", (type, id, url) => {
    expect(embedUrlOf(type, id)).toBe(url);
  });
});
