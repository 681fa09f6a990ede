// The one content shape of an app (ISSUE 10, DOMAIN.md "Drafts and change requests"): what a
// provider edits, stored as it is in a draft and in a published app alike. The public detail page
// and every preview are built from it by app-detail.ts; nothing else maps content to a page.
//
// Two levels of strictness over one shape:
// - ZAppContent holds what a draft may hold while someone types: right types, hard size caps, but
//   fields may be empty, over their limit or half-typed URLs, so an autosave never loses text.
// - appContentIssues() (app-content-issues.ts) lists what keeps it from being submitted (required
//   fields, SPEC §5 limits, links); ZSubmittableAppContent is ZAppContent refined by it. The editor
//   shows the same issues. Payloads that change content are in app-content-patch.ts.
import { z } from "zod";
import {
  CONNECTION_DIRECTIONS,
  EMBED_TYPES,
  INQUIRY_ACTION_TYPES,
  INTEGRATION_TYPES,
  PRIMARY_ACTION_TYPES,
} from "../enums";
import { TRANSLATED_LOCALES } from "../localized-names";

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
export const CONTENT_HARD_CAP = { text: 2000, longText: 100_000, list: 100 } as const;

/** An app's code, the {appId} of its URLs: lowercase letters, digits and hyphens. */
export const APP_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

const text = (cap: number = CONTENT_HARD_CAP.text) => z.string().max(cap);
const optionalText = (cap: number = CONTENT_HARD_CAP.text) => z.string().max(cap).nullable();
const itemId = z.number().int().positive();

export const ZContentUsage = z.object({
  id: itemId,
  title: text(),
  embedType: z.enum(EMBED_TYPES),
  /** wistia: the video's id; box: the shared file's id. */
  embedId: optionalText(),
  embedUrl: optionalText(),
  body: text(CONTENT_HARD_CAP.longText),
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
  body: text(CONTENT_HARD_CAP.longText),
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
  note: optionalText(CONTENT_HARD_CAP.longText),
  plans: z.array(text()).max(CONTENT_HARD_CAP.list),
  basicItems: z.array(ZContentConnectionItem).max(CONTENT_HARD_CAP.list),
  groupItems: z.array(ZContentConnectionItem).max(CONTENT_HARD_CAP.list),
  customItems: z.array(ZContentConnectionItem).max(CONTENT_HARD_CAP.list),
});
export type TContentConnection = z.infer<typeof ZContentConnection>;

const ZHelp = z.object({ url: text(), title: text() });

/** A scope name of the parent service's catalogue (`employees:read`); the catalogue itself is the suite's. */
export const SCOPE_NAME_PATTERN = /^[a-z][a-z0-9_.-]{0,62}:(read|write)$/;

/**
 * What installing the app needs at the parent service (issue 27), reviewed like the rest of the
 * content: the OAuth client a connect or adapt app uses (its client_id there; several apps of one
 * provider may name the same one, a shared provider account), the scopes every tenant is asked to
 * grant, an install or labs app's add-on address, and what single sign-on and data integration need.
 */
export const ZContentIntegration = z.object({
  oauthClientId: optionalText(200),
  scopes: z.array(z.string().max(64)).max(50),
  /** The add-on an install or labs app adds, as registered at the parent service (its key). */
  addonKey: optionalText(200),
  ssoMetadataUrl: optionalText(),
  acsUrl: optionalText(),
  dataSyncUrl: optionalText(),
});
export type TContentIntegration = z.infer<typeof ZContentIntegration>;

export function emptyIntegration(): TContentIntegration {
  return { oauthClientId: null, scopes: [], addonKey: null, ssoMetadataUrl: null, acsUrl: null, dataSyncUrl: null };
}

/** The fields a provider may translate (issue 31), each with the Japanese field's limit. */
export const TRANSLATED_FIELDS = ["name", "title", "description", "body"] as const;
export type TTranslatedField = (typeof TRANSLATED_FIELDS)[number];

/**
 * The listing in another locale, written by the provider and reviewed with the rest: shown to that
 * locale's visitors in place of the Japanese field; a field left empty shows the Japanese one.
 */
export const ZListingTranslation = z.object({
  name: text().default(""),
  title: text().default(""),
  description: text().default(""),
  body: text(CONTENT_HARD_CAP.longText).default(""),
});
export type TListingTranslation = z.infer<typeof ZListingTranslation>;
export type TListingTranslations = Partial<Record<(typeof TRANSLATED_LOCALES)[number], TListingTranslation>>;

/** The provider-edited content of an app (SPEC §3 App (detail) and Draft app), as stored. */
export const ZAppContent = z.object({
  // Header
  name: text(),
  code: text(),
  title: text(),
  description: text(),
  integrationType: z.enum(INTEGRATION_TYPES),
  primaryActionType: z.enum(PRIMARY_ACTION_TYPES),
  categoryIds: z.array(z.number().int().positive()).max(CONTENT_HARD_CAP.list),
  planId: z.number().int().positive().nullable(),
  tagIds: z.array(z.number().int().positive()).max(CONTENT_HARD_CAP.list),
  logoImage: optionalText(),
  lineupImage: optionalText(),
  ssoSupported: z.boolean(),
  triable: z.boolean().default(false),
  // Overview
  body: text(CONTENT_HARD_CAP.longText),
  videoId: optionalText(),
  thumbnailImage: optionalText(),
  thumbnailAlt: optionalText(),
  features: z.array(ZContentFeature).max(CONTENT_HARD_CAP.list),
  images: z.array(ZContentImage).max(CONTENT_HARD_CAP.list),
  // Usage guide
  usages: z.array(ZContentUsage).max(CONTENT_HARD_CAP.list),
  // Connection table
  connection: ZContentConnection.nullable(),
  // Releases
  releases: z.array(ZContentRelease).max(CONTENT_HARD_CAP.list).default([]),
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
  // Integration settings (issue 27)
  integration: ZContentIntegration.default(emptyIntegration),
  // The listing in the store's other locales (issue 31)
  translations: z.partialRecord(z.enum(TRANSLATED_LOCALES), ZListingTranslation).default({}),
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
