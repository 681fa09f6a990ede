// The one content shape of an app (ISSUE 10, DOMAIN.md "Drafts and change requests"): what a
// provider edits, stored as it is in a draft and in a published app alike. The public detail page
// and every preview are built from it by app-detail.ts; nothing else maps content to a page.
//
// Two levels of strictness over one shape:
// - ZAppContent holds what a draft may hold while someone types: right types, hard size caps, but
//   fields may be empty, over their limit or half-typed URLs, so an autosave never loses text.
// - appContentIssues() lists what keeps it from being submitted (required fields, SPEC §5 limits,
//   links); ZSubmittableAppContent is ZAppContent refined by it. The editor shows the same issues.
import { z } from "zod";
import {
  CONNECTION_DIRECTIONS,
  EMBED_TYPES,
  INQUIRY_ACTION_TYPES,
  INTEGRATION_TYPES,
  PRIMARY_ACTION_TYPES,
} from "../enums";
import { countCharacters } from "../text-limit";

/** SPEC §5: how many characters each text may hold, and how many items each list. */
export const APP_CONTENT_LIMITS = {
  name: 60,
  code: 63,
  title: 80,
  description: 200,
  body: 20000,
  url: 2000,
  videoId: 64,
  thumbnailAlt: 200,
  price: 60,
  priceCaption: 200,
  additionalCharge: 200,
  announcement: 500,
  campaignBenefits: 1000,
  campaignConditions: 1000,
  helpTitle: 80,
  usageTitle: 80,
  usageBody: 2000,
  embedId: 64,
  imageCaption: 200,
  imageAltText: 200,
  featureTitle: 60,
  featureBody: 1000,
  connectionNote: 1000,
  connectionPlan: 60,
  connectionText: 60,
  releaseTitle: 120,
  notificationEmail: 254,
  usages: 20,
  images: 10,
  features: 12,
  releases: 50,
  connectionItems: 50,
  connectionPlans: 10,
  categories: 3,
  tags: 10,
} as const;

/** What a draft may hold at most, whatever the limits: room to type past a limit and see by how much. */
const HARD_CAP = { text: 2000, longText: 100_000, list: 100 } as const;

/** An app's code, the {appId} of its URLs: lowercase letters, digits and hyphens. */
export const APP_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** Message keys of the submission checks (translated in all nine locales under `appContent.errors`). */
export const CONTENT_ISSUE = {
  required: "validation.required",
  tooLong: "validation.tooLong",
  tooMany: "validation.tooMany",
  invalidUrl: "validation.url",
  invalidEmail: "validation.email",
  code: "appContent.errors.code",
  embedMissing: "appContent.errors.embedMissing",
  altTextMissing: "appContent.errors.altTextMissing",
  inquiryUrlMissing: "appContent.errors.inquiryUrlMissing",
} as const;

const text = (cap: number = HARD_CAP.text) => z.string().max(cap);
const optionalText = (cap: number = HARD_CAP.text) => z.string().max(cap).nullable();
const itemId = z.number().int().positive();

export const ZContentUsage = z.object({
  id: itemId,
  title: text(),
  embedType: z.enum(EMBED_TYPES),
  /** wistia: the video's id; box: the shared file's id. */
  embedId: optionalText(),
  embedUrl: optionalText(),
  body: text(HARD_CAP.longText),
  /** embedType image: the picture. */
  imageUrl: optionalText(),
  imageAltText: text().default(""),
});
export type TContentUsage = z.infer<typeof ZContentUsage>;

export const ZContentImage = z.object({ id: itemId, url: text(), caption: text(), altText: text() });
export type TContentImage = z.infer<typeof ZContentImage>;

export const ZContentFeature = z.object({
  id: itemId,
  title: text(),
  body: text(HARD_CAP.longText),
  imageUrl: optionalText(),
  imageAltText: text(),
});
export type TContentFeature = z.infer<typeof ZContentFeature>;

export const ZContentConnectionItem = z.object({
  id: itemId,
  suite: text(),
  targetService: text(),
  direction: z.enum(CONNECTION_DIRECTIONS),
});
export type TContentConnectionItem = z.infer<typeof ZContentConnectionItem>;

export const ZContentRelease = z.object({
  id: itemId,
  title: text(),
  /** ISO date-time; a release dated in the future is shown from that time on. */
  publishedAt: z.string().max(40),
  url: optionalText(),
});
export type TContentRelease = z.infer<typeof ZContentRelease>;

export const ZContentConnection = z.object({
  image: optionalText(),
  note: optionalText(HARD_CAP.longText),
  plans: z.array(text()).max(HARD_CAP.list),
  basicItems: z.array(ZContentConnectionItem).max(HARD_CAP.list),
  groupItems: z.array(ZContentConnectionItem).max(HARD_CAP.list),
  customItems: z.array(ZContentConnectionItem).max(HARD_CAP.list),
});
export type TContentConnection = z.infer<typeof ZContentConnection>;

const ZHelp = z.object({ url: text(), title: text() });

/** The provider-edited content of an app (SPEC §3 App (detail) and Draft app), as stored. */
export const ZAppContent = z.object({
  // Header
  name: text(),
  code: text(),
  title: text(),
  description: text(),
  integrationType: z.enum(INTEGRATION_TYPES),
  primaryActionType: z.enum(PRIMARY_ACTION_TYPES),
  categoryIds: z.array(z.number().int().positive()).max(HARD_CAP.list),
  planId: z.number().int().positive().nullable(),
  tagIds: z.array(z.number().int().positive()).max(HARD_CAP.list),
  logoImage: optionalText(),
  lineupImage: optionalText(),
  ssoSupported: z.boolean(),
  triable: z.boolean().default(false),
  // Overview
  body: text(HARD_CAP.longText),
  videoId: optionalText(),
  thumbnailImage: optionalText(),
  thumbnailAlt: optionalText(),
  features: z.array(ZContentFeature).max(HARD_CAP.list),
  images: z.array(ZContentImage).max(HARD_CAP.list),
  // Usage guide
  usages: z.array(ZContentUsage).max(HARD_CAP.list),
  // Connection table
  connection: ZContentConnection.nullable(),
  // Releases
  releases: z.array(ZContentRelease).max(HARD_CAP.list).default([]),
  // Plans and prices
  price: optionalText(),
  priceCaption: optionalText(),
  additionalCharge: optionalText(),
  // Links
  url: optionalText(),
  idpAppUrl: optionalText().default(null),
  helpUrl: optionalText(),
  contactUrl: optionalText(),
  termsUrl: optionalText(),
  demoRequestUrl: optionalText(),
  suiteSchoolUrl: optionalText().default(null),
  documentUrl: optionalText(),
  documentEyecatchUrl: optionalText().default(null),
  serviceUrl: optionalText().default(null),
  inquiryActionType: z.enum(INQUIRY_ACTION_TYPES),
  inquiryUrl: optionalText(),
  // Campaign, announcement, help
  campaign: z.object({ benefits: text(), conditions: text() }).nullable().default(null),
  announcement: optionalText().default(null),
  idpHelp: ZHelp.nullable().default(null),
  suiteDataHelp: ZHelp.nullable().default(null),
});
export type TAppContent = z.infer<typeof ZAppContent>;
export type TAppContentInput = z.input<typeof ZAppContent>;

/** The nested lists of the content, by name (the connection's three item lists are under `connection`). */
export const CONTENT_LISTS = ["usages", "images", "features", "releases"] as const;
export type TContentList = (typeof CONTENT_LISTS)[number];
export const CONNECTION_LISTS = ["basicItems", "groupItems", "customItems"] as const;
export type TConnectionList = (typeof CONNECTION_LISTS)[number];

/** A new app's first content: everything empty but the choices a form must start from. */
export function emptyAppContent(): TAppContent {
  return ZAppContent.parse({
    name: "",
    code: "",
    title: "",
    description: "",
    integrationType: "connect",
    primaryActionType: "none",
    categoryIds: [],
    planId: null,
    tagIds: [],
    logoImage: null,
    lineupImage: null,
    ssoSupported: false,
    body: "",
    videoId: null,
    thumbnailImage: null,
    thumbnailAlt: null,
    features: [],
    images: [],
    usages: [],
    connection: null,
    price: null,
    priceCaption: null,
    additionalCharge: null,
    url: null,
    helpUrl: null,
    contactUrl: null,
    termsUrl: null,
    demoRequestUrl: null,
    documentUrl: null,
    inquiryActionType: "form",
    inquiryUrl: null,
  });
}

// ---------------------------------------------------------------------------------------------
// Submission checks.

export type TContentIssue = { path: (string | number)[]; message: string; params?: Record<string, number> };

/** An absolute http(s) URL or a path the store serves itself ("/media/…"): nothing else is a link. */
export function isContentLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  return /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value);
}

const ZContentDateTime = z.iso.datetime({ offset: true });

/** The time a release is dated, when its date is a full ISO date-time; else null (drafts hold what was typed). */
export function releaseTime(publishedAt: string): number | null {
  return ZContentDateTime.safeParse(publishedAt).success ? Date.parse(publishedAt) : null;
}

/** The link when it is one the store may render, else null (drafts hold what was typed). */
export function safeLink(value: string | null | undefined): string | null {
  return value && isContentLink(value.trim()) ? value.trim() : null;
}

type TRule = { max: number; required?: boolean };

function checkText(issues: TContentIssue[], path: TContentIssue["path"], value: string | null, rule: TRule) {
  const v = value ?? "";
  if (rule.required && v.trim() === "") issues.push({ path, message: CONTENT_ISSUE.required });
  else if (countCharacters(v) > rule.max)
    issues.push({ path, message: CONTENT_ISSUE.tooLong, params: { maximum: rule.max } });
}

function checkLink(issues: TContentIssue[], path: TContentIssue["path"], value: string | null, required = false) {
  const v = (value ?? "").trim();
  if (v === "") {
    if (required) issues.push({ path, message: CONTENT_ISSUE.required });
    return;
  }
  if (countCharacters(v) > APP_CONTENT_LIMITS.url) {
    issues.push({ path, message: CONTENT_ISSUE.tooLong, params: { maximum: APP_CONTENT_LIMITS.url } });
  } else if (!isContentLink(v)) issues.push({ path, message: CONTENT_ISSUE.invalidUrl });
}

function checkCount(issues: TContentIssue[], path: TContentIssue["path"], length: number, maximum: number) {
  if (length > maximum) issues.push({ path, message: CONTENT_ISSUE.tooMany, params: { maximum } });
}

/** The links of an app's page that a provider gives (the editor's links section). */
export const CONTENT_PAGE_LINKS = [
  "url",
  "idpAppUrl",
  "helpUrl",
  "contactUrl",
  "termsUrl",
  "demoRequestUrl",
  "suiteSchoolUrl",
  "documentUrl",
  "documentEyecatchUrl",
  "serviceUrl",
] as const satisfies readonly (keyof TAppContent)[];

const LINK_FIELDS = ["logoImage", "lineupImage", "thumbnailImage", ...CONTENT_PAGE_LINKS] as const;

/**
 * What keeps content from being submitted, field by field (paths as in the payload, e.g.
 * `["usages", 2, "title"]`). Empty when it may be submitted. Body texts are counted as stored
 * (sanitised HTML); the editor counts the same string.
 */
export function appContentIssues(content: TAppContent): TContentIssue[] {
  const L = APP_CONTENT_LIMITS;
  const issues: TContentIssue[] = [];
  checkText(issues, ["name"], content.name, { max: L.name, required: true });
  if (!APP_CODE_PATTERN.test(content.code)) issues.push({ path: ["code"], message: CONTENT_ISSUE.code });
  checkText(issues, ["title"], content.title, { max: L.title, required: true });
  checkText(issues, ["description"], content.description, { max: L.description, required: true });
  checkText(issues, ["body"], content.body, { max: L.body });
  checkCount(issues, ["categoryIds"], content.categoryIds.length, L.categories);
  if (content.categoryIds.length === 0) issues.push({ path: ["categoryIds"], message: CONTENT_ISSUE.required });
  checkCount(issues, ["tagIds"], content.tagIds.length, L.tags);
  checkLink(issues, ["logoImage"], content.logoImage, true);
  for (const field of LINK_FIELDS) if (field !== "logoImage") checkLink(issues, [field], content[field]);
  checkText(issues, ["videoId"], content.videoId, { max: L.videoId });
  if (content.thumbnailImage)
    checkText(issues, ["thumbnailAlt"], content.thumbnailAlt, { max: L.thumbnailAlt, required: true });
  checkText(issues, ["price"], content.price, { max: L.price });
  checkText(issues, ["priceCaption"], content.priceCaption, { max: L.priceCaption });
  checkText(issues, ["additionalCharge"], content.additionalCharge, { max: L.additionalCharge });
  checkText(issues, ["announcement"], content.announcement, { max: L.announcement });
  if (content.inquiryActionType === "url") checkLink(issues, ["inquiryUrl"], content.inquiryUrl, true);
  if (content.campaign) {
    checkText(issues, ["campaign", "benefits"], content.campaign.benefits, { max: L.campaignBenefits, required: true });
    checkText(issues, ["campaign", "conditions"], content.campaign.conditions, { max: L.campaignConditions });
  }
  for (const help of ["idpHelp", "suiteDataHelp"] as const) {
    const value = content[help];
    if (!value) continue;
    checkLink(issues, [help, "url"], value.url, true);
    checkText(issues, [help, "title"], value.title, { max: L.helpTitle, required: true });
  }

  checkCount(issues, ["usages"], content.usages.length, L.usages);
  content.usages.forEach((usage, i) => {
    checkText(issues, ["usages", i, "title"], usage.title, { max: L.usageTitle, required: true });
    checkText(issues, ["usages", i, "body"], usage.body, { max: L.usageBody });
    if (usage.embedType === "image") {
      checkLink(issues, ["usages", i, "imageUrl"], usage.imageUrl, true);
      if (usage.imageUrl && usage.imageAltText.trim() === "")
        issues.push({ path: ["usages", i, "imageAltText"], message: CONTENT_ISSUE.altTextMissing });
    } else if (!usage.embedId?.trim()) {
      issues.push({ path: ["usages", i, "embedId"], message: CONTENT_ISSUE.embedMissing });
    } else checkText(issues, ["usages", i, "embedId"], usage.embedId, { max: L.embedId });
    checkLink(issues, ["usages", i, "embedUrl"], usage.embedUrl);
  });

  checkCount(issues, ["images"], content.images.length, L.images);
  content.images.forEach((image, i) => {
    checkLink(issues, ["images", i, "url"], image.url, true);
    checkText(issues, ["images", i, "caption"], image.caption, { max: L.imageCaption });
    checkText(issues, ["images", i, "altText"], image.altText, { max: L.imageAltText, required: true });
  });

  checkCount(issues, ["features"], content.features.length, L.features);
  content.features.forEach((feature, i) => {
    checkText(issues, ["features", i, "title"], feature.title, { max: L.featureTitle, required: true });
    checkText(issues, ["features", i, "body"], feature.body, { max: L.featureBody });
    checkLink(issues, ["features", i, "imageUrl"], feature.imageUrl);
    if (feature.imageUrl && feature.imageAltText.trim() === "")
      issues.push({ path: ["features", i, "imageAltText"], message: CONTENT_ISSUE.altTextMissing });
  });

  checkCount(issues, ["releases"], content.releases.length, L.releases);
  content.releases.forEach((release, i) => {
    checkText(issues, ["releases", i, "title"], release.title, { max: L.releaseTitle, required: true });
    if (releaseTime(release.publishedAt) === null)
      issues.push({ path: ["releases", i, "publishedAt"], message: CONTENT_ISSUE.required });
    checkLink(issues, ["releases", i, "url"], release.url);
  });

  const connection = content.connection;
  if (connection) {
    checkLink(issues, ["connection", "image"], connection.image);
    checkText(issues, ["connection", "note"], connection.note, { max: L.connectionNote });
    checkCount(issues, ["connection", "plans"], connection.plans.length, L.connectionPlans);
    connection.plans.forEach((plan, i) => {
      checkText(issues, ["connection", "plans", i], plan, { max: L.connectionPlan, required: true });
    });
    for (const list of CONNECTION_LISTS) {
      checkCount(issues, ["connection", list], connection[list].length, L.connectionItems);
      connection[list].forEach((item, i) => {
        checkText(issues, ["connection", list, i, "suite"], item.suite, { max: L.connectionText, required: true });
        checkText(issues, ["connection", list, i, "targetService"], item.targetService, {
          max: L.connectionText,
          required: true,
        });
      });
    }
  }
  return issues;
}

/** Content that may be submitted for review (and so become an app's published content). */
export const ZSubmittableAppContent = ZAppContent.superRefine((content, ctx) => {
  for (const issue of appContentIssues(content)) ctx.addIssue({ code: "custom", ...issue });
});

// ---------------------------------------------------------------------------------------------
// Nested lists (SPEC §7): each item of a create or update payload has an `id` and a `_destroy` marker.

/**
 * One entry of a nested list in a payload: with `id` it updates that item (the fields given
 * replace its own), without one it creates an item (every field given), with `_destroy: true` it
 * deletes exactly that item.
 */
export type TNestedEntry<T extends { id: number }> =
  | ({ id: number; _destroy: true } & Partial<Omit<T, "id">>)
  | ({ id: number; _destroy?: false } & Partial<Omit<T, "id">>)
  | ({ id?: undefined; _destroy?: false } & Omit<T, "id">);

/**
 * The object without its fields' defaults: a patch names what it changes, and a field it leaves
 * out must stay as stored, not fall back to its default.
 */
function withoutDefaults<S extends z.ZodRawShape>(object: z.ZodObject<S>): z.ZodObject<S> {
  const shape = Object.fromEntries(
    Object.entries(object.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  );
  return z.object(shape) as unknown as z.ZodObject<S>;
}

export function zNestedList<T extends z.ZodObject<{ id: z.ZodNumber }>>(
  item: T,
): z.ZodType<TNestedEntry<z.output<T>>[], TNestedEntry<z.input<T>>[]> {
  const fields = item.omit({ id: true });
  // The generic omit() loses the item's fields in TypeScript; the declared type restores them.
  return z
    .array(
      z.union([
        z.object({ id: itemId, _destroy: z.literal(true) }).passthrough(),
        withoutDefaults(fields)
          .partial()
          .extend({ id: itemId, _destroy: z.literal(false).optional() }),
        fields.extend({ id: z.undefined().optional(), _destroy: z.literal(false).optional() }),
      ]),
    )
    .max(HARD_CAP.list);
}

export type TNestedListResult<T> = { ok: true; items: T[] } | { ok: false; unknownIds: number[] };

/**
 * Applies a nested list's entries to the items it has: entries with an id update or delete that
 * item, entries without one append a new item with the next free id. The result's order is the
 * entries' order (so a full list reorders), then the items the entries did not name, in their
 * order. An id that is not an item of the list refuses the whole list.
 */
export function applyNestedList<T extends { id: number }>(
  items: readonly T[],
  entries: readonly TNestedEntry<T>[],
): TNestedListResult<T> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const unknownIds = entries.flatMap((entry) => (entry.id !== undefined && !byId.has(entry.id) ? [entry.id] : []));
  if (unknownIds.length > 0) return { ok: false, unknownIds };
  let nextId = items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  const named = new Set<number>();
  const result: T[] = [];
  for (const entry of entries) {
    const { _destroy, id, ...fields } = entry as { _destroy?: boolean; id?: number } & Record<string, unknown>;
    if (id !== undefined) {
      if (named.has(id)) continue;
      named.add(id);
      if (_destroy) continue;
      result.push({ ...(byId.get(id) as T), ...fields, id });
    } else {
      result.push({ ...(fields as Omit<T, "id">), id: nextId++ } as T);
    }
  }
  for (const item of items) if (!named.has(item.id)) result.push(item);
  return { ok: true, items: result };
}

// ---------------------------------------------------------------------------------------------
// Payloads (SPEC §7): a create or update of an app or a draft names the fields it changes; its
// nested lists follow the id + _destroy convention.

const ZScalarPatch = withoutDefaults(
  ZAppContent.omit({
    usages: true,
    images: true,
    features: true,
    releases: true,
    connection: true,
  }),
).partial();

export const ZContentConnectionPatch = z
  .object({
    image: optionalText(),
    note: optionalText(HARD_CAP.longText),
    plans: z.array(text()).max(HARD_CAP.list),
    basicItems: zNestedList(ZContentConnectionItem),
    groupItems: zNestedList(ZContentConnectionItem),
    customItems: zNestedList(ZContentConnectionItem),
  })
  .partial();
export type TContentConnectionPatch = z.infer<typeof ZContentConnectionPatch>;

/** Changes to content: the scalar fields given replace, the lists are nested lists; `connection: null` removes the table. */
export const ZAppContentPatch = ZScalarPatch.extend({
  usages: zNestedList(ZContentUsage).optional(),
  images: zNestedList(ZContentImage).optional(),
  features: zNestedList(ZContentFeature).optional(),
  releases: zNestedList(ZContentRelease).optional(),
  connection: ZContentConnectionPatch.nullable().optional(),
}).strict();
export type TAppContentPatch = z.infer<typeof ZAppContentPatch>;

export type TApplyPatchResult =
  | { ok: true; content: TAppContent }
  | { ok: false; path: (string | number)[]; unknownIds: number[] };

/** Content with a patch applied; an item id that is not in its list refuses it (the path names the list). */
export function applyAppContentPatch(content: TAppContent, patch: TAppContentPatch): TApplyPatchResult {
  const { usages, images, features, releases, connection, ...scalars } = patch;
  const next: TAppContent = { ...content, ...(scalars as Partial<TAppContent>) };
  const lists = { usages, images, features, releases } as const;
  for (const name of CONTENT_LISTS) {
    const entries = lists[name];
    if (!entries) continue;
    const result = applyNestedList(content[name] as { id: number }[], entries as TNestedEntry<{ id: number }>[]);
    if (!result.ok) return { ok: false, path: [name], unknownIds: result.unknownIds };
    (next as Record<TContentList, unknown>)[name] = result.items;
  }
  if (connection === null) next.connection = null;
  else if (connection !== undefined) {
    const base: TContentConnection = content.connection ?? {
      image: null,
      note: null,
      plans: [],
      basicItems: [],
      groupItems: [],
      customItems: [],
    };
    const { basicItems, groupItems, customItems, ...rest } = connection;
    const merged: TContentConnection = { ...base, ...rest };
    const itemLists = { basicItems, groupItems, customItems } as const;
    for (const name of CONNECTION_LISTS) {
      const entries = itemLists[name];
      if (!entries) continue;
      const result = applyNestedList(base[name], entries as TNestedEntry<TContentConnectionItem>[]);
      if (!result.ok) return { ok: false, path: ["connection", name], unknownIds: result.unknownIds };
      merged[name] = result.items;
    }
    next.connection = merged;
  }
  return { ok: true, content: ZAppContent.parse(next) };
}
