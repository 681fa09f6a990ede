import { describe, expect, it } from "vitest";
import { emptyAppContent, type TAppContent } from "../schemas/app-content";
import { IMAGE_LIMITS } from "../schemas/media";
import { buildPreCheckReport } from "./build-report";
import { contentFindings } from "./content-findings";
import type { TPreCheckDraft } from "./draft-checks-input";
import { embedFindings } from "./embeds";
import { imageFindings, type TStoredImageFacts } from "./images";
import { linkFindings, linkRefs } from "./links";
import { markupFindings, removedMarkupAfterSave } from "./markup";
import { planFindings } from "./plans";
import { integrationTypeFindings } from "./required-fields";
import { submissionIssueFindings } from "./submission-issues";

const LOGO = `/media/${"a".repeat(64)}.png.webp`;

/** Content that may be submitted and that every rule passes. */
function content(overrides: Partial<TAppContent> = {}): TAppContent {
  return {
    ...emptyAppContent(),
    name: "勤怠つなぐ",
    code: "kintai-tsunagu",
    title: "勤怠を給与へ",
    description: "打刻から給与まで",
    categoryIds: [1],
    logoImage: LOGO,
    ...overrides,
  };
}

const draft = (overrides: Partial<TAppContent> = {}, own: Partial<TPreCheckDraft> = {}): TPreCheckDraft => ({
  content: content(overrides),
  notificationEmail: null,
  loginUrl: null,
  ...own,
});

const codes = (findings: { code: string; outcome: string; path: (string | number)[] }[]) =>
  findings.map((f) => `${f.outcome} ${f.path.join(".")} ${f.code}`);

describe("requiredFields and textLimits: the submission issues, each under its rule", () => {
  it("passes submittable content", () => {
    expect(submissionIssueFindings(draft())).toEqual({});
  });

  it.each([
    ["an empty name", { name: "" }, "requiredFields", "failed name required"],
    ["a bad code", { code: "X" }, "requiredFields", "failed code invalidCode"],
    ["a title over its limit", { title: "あ".repeat(81) }, "textLimits", "failed title tooLong"],
    ["four categories", { categoryIds: [1, 2, 3, 4] }, "textLimits", "failed categoryIds tooMany"],
    ["a half-typed URL", { helpUrl: "htp:/x" }, "links", "failed helpUrl invalidUrl"],
    [
      "a screenshot without alt text",
      { images: [{ id: 1, url: LOGO, caption: "", altText: "" }] },
      "images",
      "failed images.0.altText altTextMissing",
    ],
    [
      "a video usage without its id",
      {
        usages: [
          {
            id: 1,
            title: "動画",
            embedType: "wistia",
            embedId: null,
            embedUrl: null,
            body: "",
            imageUrl: null,
            imageAltText: "",
          },
        ],
      },
      "embeds",
      "failed usages.0.embedId embedMissing",
    ],
  ] as const)("%s fails %s", (_, overrides, rule, expected) => {
    const byRule = submissionIssueFindings(draft(overrides as Partial<TAppContent>));
    expect(codes(byRule[rule] ?? [])).toContain(expected);
  });

  it("checks the draft's own notification address and login URL", () => {
    const byRule = submissionIssueFindings(draft({}, { notificationEmail: "not-an-address", loginUrl: "nope" }));
    expect(codes(byRule.requiredFields ?? [])).toEqual(["failed notificationEmail invalidEmail"]);
    expect(codes(byRule.links ?? [])).toEqual(["failed loginUrl invalidUrl"]);
  });

  it.each([
    ["connect without terms", { integrationType: "connect" }, []],
    ["the data app without terms", { integrationType: "install", code: "suite-data" }, []],
    ["install with terms", { integrationType: "install", termsUrl: "https://a.example/terms" }, []],
    ["install without terms", { integrationType: "install" }, ["warning termsUrl termsUrlMissing"]],
    [
      "adapt without terms or URL",
      { integrationType: "adapt" },
      ["warning termsUrl termsUrlMissing", "warning url adaptUrlMissing"],
    ],
  ] as const)("by integration type: %s", (_, overrides, expected) => {
    expect(codes(integrationTypeFindings(content(overrides as Partial<TAppContent>)))).toEqual(expected);
  });
});

describe("embeds", () => {
  const usage = (embedType: "image" | "wistia" | "box", embedId: string | null) => ({
    id: 1,
    title: "使い方",
    embedType,
    embedId,
    embedUrl: null,
    body: "",
    imageUrl: null,
    imageAltText: "",
  });
  it.each([
    ["a Wistia id", { usages: [usage("wistia", "abc123")] }, []],
    ["a Box id", { usages: [usage("box", "x_Y-9")] }, []],
    ["a YouTube video id", { videoId: "As4gIPy7rLq" }, []],
    [
      "a Wistia URL typed as its id",
      { usages: [usage("wistia", "https://x/abc")] },
      ["failed usages.0.embedId embedUnresolvable"],
    ],
    ["a video id that is a URL", { videoId: "https://youtu.be/x" }, ["failed videoId videoIdUnresolvable"]],
  ] as const)("%s", (_, overrides, expected) => {
    expect(codes(embedFindings(content(overrides as Partial<TAppContent>)))).toEqual(expected);
  });
});

describe("plans", () => {
  const plans = new Map([
    [1, "free"],
    [2, "paid"],
  ] as const);
  it.each([
    ["no plan, no price", {}, []],
    ["a paid plan with its price", { planId: 2, price: "月額 1,000円" }, []],
    ["a free plan without a price", { planId: 1 }, []],
    ["a free plan whose price says free", { planId: 1, price: "無料" }, []],
    ["a paid plan without a price", { planId: 2 }, ["failed price paidPlanWithoutPrice"]],
    ["a plan the store does not have", { planId: 9 }, ["failed planId planUnknown"]],
    ["a free plan with a price", { planId: 1, price: "月額 500円" }, ["warning price freePlanWithPrice"]],
    ["a price without a plan", { price: "月額 500円" }, ["warning planId priceWithoutPlan"]],
    [
      "a caption without a price",
      { planId: 1, priceCaption: "税抜" },
      ["warning priceCaption priceDetailWithoutPrice"],
    ],
  ] as const)("%s", (_, overrides, expected) => {
    expect(codes(planFindings(content(overrides as Partial<TAppContent>), plans))).toEqual(expected);
  });
});

describe("markup", () => {
  // Stands in for the store's policy (packages/db removedMarkup, tested there): scripts go.
  const scripts = (html: string) => (html.includes("<script>") ? ["<script>"] : []);
  const none = () => [];
  it("passes rich text the sanitiser keeps as it is and plain text without tags", () => {
    expect(markupFindings(content({ body: "<p>ok</p>", title: "a < b" }), scripts)).toEqual([]);
  });
  it("fails rich text the sanitiser would change, naming where and what", () => {
    const c = content({
      body: "<p>ok</p><script>x</script>",
      features: [{ id: 1, title: "t", body: "<script>y</script>", imageUrl: null, imageAltText: "" }],
    });
    const findings = markupFindings(c, scripts);
    expect(codes(findings)).toEqual(["failed body unsafeMarkup", "failed features.0.body unsafeMarkup"]);
    expect(findings[0]?.values).toEqual({ markup: "<script>" });
  });
  it("fails a saved text the sanitiser took markup out of, naming it, though what is stored is clean now", () => {
    const c = content({
      body: "<p>ok</p>",
      translations: { "en-us": { name: "", title: "", description: "", body: "<p>ok</p>" } },
    });
    const removed = { body: ["<script>", 'onclick="…"'], "translations.en-us.body": ["<iframe>"] };
    const findings = markupFindings(c, none, removed);
    expect(codes(findings)).toEqual(["failed body unsafeMarkup", "failed translations.en-us.body unsafeMarkup"]);
    expect(findings.map((f) => f.values.markup)).toEqual(['<script> onclick="…"', "<iframe>"]);
  });
  it("warns of markup typed into a plain text", () => {
    expect(codes(markupFindings(content({ title: "<b>太字</b>" }), none))).toEqual(["warning title markupInPlainText"]);
  });
});

describe("what a save took out of the rich texts", () => {
  const feature = (id: number, body: string) => ({ id, title: "t", body, imageUrl: null, imageAltText: "" });
  const removedOf = (html: string) => (html.includes("<script>") ? ["<script>"] : []);
  it("names a text the save wrote, keeps an untouched text's record under its new place, forgets a text written clean", () => {
    const base = content({ body: "<p>a</p>", features: [feature(1, "<p>x</p>"), feature(2, "<p>y</p>")] });
    const before = { body: ["<iframe>"], "features.1.body": ["<div>"] };
    // The features swap places; the body is written again without markup; feature 1 gets a script.
    const written = content({
      body: "<p>b</p>",
      features: [feature(2, "<p>y</p>"), feature(1, "<p>x</p><script>z</script>")],
    });
    expect(removedMarkupAfterSave({ base, written, before, removedOf })).toEqual({
      "features.0.body": ["<div>"],
      "features.1.body": ["<script>"],
    });
  });
});

describe("images", () => {
  const name = `${"b".repeat(64)}.png.webp`;
  const shot = (url: string) => ({ images: [{ id: 1, url, caption: "", altText: "画面" }] });
  const stored = (facts: TStoredImageFacts) =>
    new Map<string, TStoredImageFacts>([
      [LOGO.slice("/media/".length), { state: "stored", bytes: 1000, width: 512, height: 512 }],
      [name, facts],
    ]);
  const ok: TStoredImageFacts = { state: "stored", bytes: 2000, width: 1600, height: 900 };
  it.each([
    ["an upload within the limits", shot(`/media/${name}`), ok, []],
    ["the store's demo art", shot("/img/apps/x/screen-1.svg"), ok, []],
    [
      "an upload that is not stored",
      shot(`/media/${name}`),
      { state: "missing" },
      ["failed images.0.url imageMissing"],
    ],
    ["a /media/ name that is no upload's", shot("/media/logo.png"), ok, ["failed images.0.url imageMissing"]],
    ["another store path", shot("/logo.png"), ok, ["failed images.0.url imageMissing"]],
    ["a picture elsewhere", shot("https://cdn.example/a.png"), ok, ["warning images.0.url imageExternal"]],
    [
      "a stored file too large",
      shot(`/media/${name}`),
      { state: "stored", bytes: IMAGE_LIMITS.maxBytes + 1, width: 10, height: 10 },
      ["failed images.0.url imageTooLarge"],
    ],
    [
      "a stored file of too many pixels",
      shot(`/media/${name}`),
      { state: "stored", bytes: 10, width: 10_000, height: 5_000 },
      ["failed images.0.url imageTooManyPixels"],
    ],
    [
      "a stored file no decoder reads",
      shot(`/media/${name}`),
      { state: "unreadable" },
      ["failed images.0.url imageUnreadable"],
    ],
  ] as const)("%s", (_, overrides, facts, expected) => {
    expect(codes(imageFindings(content(overrides), stored(facts as TStoredImageFacts)))).toEqual(expected);
  });
});

describe("links", () => {
  const d = draft(
    {
      helpUrl: "https://help.example/",
      termsUrl: "/terms",
      body: '<p><a href="https://docs.example/a?x=1&amp;y=2" target="_blank">docs</a> <a href="mailto:a@b.example">m</a></p>',
    },
    { loginUrl: "https://login.example/" },
  );
  it("lists the absolute http(s) links of fields, rich text and the login URL", () => {
    expect(linkRefs(d)).toEqual([
      { path: ["helpUrl"], url: "https://help.example/" },
      { path: ["loginUrl"], url: "https://login.example/" },
      { path: ["body"], url: "https://docs.example/a?x=1&y=2" },
    ]);
  });
  it("turns each link's answer into findings at every path it is on", () => {
    const checks = new Map([
      ["https://help.example/", { outcome: "passed" } as const],
      ["https://login.example/", { outcome: "failed", code: "linkStatus", values: { status: 404 } } as const],
      ["https://docs.example/a?x=1&y=2", { outcome: "warning", code: "linkTimeout" } as const],
    ]);
    expect(linkFindings(d, checks)).toEqual([
      {
        path: ["loginUrl"],
        outcome: "failed",
        code: "linkStatus",
        values: { url: "https://login.example/", status: 404 },
      },
      { path: ["body"], outcome: "warning", code: "linkTimeout", values: { url: "https://docs.example/a?x=1&y=2" } },
    ]);
  });
});

describe("the report", () => {
  it("has one result per rule in order, each as bad as its worst finding, and the report as its worst result", () => {
    const findings = contentFindings(draft({ integrationType: "install", planId: 2 }), {
      plans: new Map([[2, "paid"]]),
      removedMarkup: () => [],
    });
    const report = buildPreCheckReport({ draftVersion: 3, checkedAt: new Date("2026-11-23T00:00:00Z"), findings });
    expect(report.results.map((r) => `${r.rule} ${r.outcome}`)).toEqual([
      "requiredFields warning",
      "textLimits passed",
      "links passed",
      "images passed",
      "embeds passed",
      "plans failed",
      "markup passed",
      "integration passed",
    ]);
    expect(report).toMatchObject({ draftVersion: 3, checkedAt: "2026-11-23T00:00:00.000Z", outcome: "failed" });
  });
  it("passes when nothing is found", () => {
    const report = buildPreCheckReport({ draftVersion: 1, checkedAt: new Date(), findings: {} });
    expect(report.outcome).toBe("passed");
  });
});
