import { z } from "zod";
import { LISTED_APP_STATUSES, TERMS_KINDS } from "../enums";
import { ZIsoDate, ZLink } from "./common";

/** SPEC §3 News item. */
export const ZNewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyContent: z.string(),
  publishedAt: ZIsoDate,
  categories: z.array(z.string()),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

/** SPEC §3 App release feed item. */
export const ZAppReleaseFeedItem = z.object({
  id: z.number().int(),
  title: z.string(),
  publishedAt: ZIsoDate,
  url: ZLink.nullable(),
  app: z.object({ name: z.string(), code: z.string() }),
});
export type TAppReleaseFeedItem = z.infer<typeof ZAppReleaseFeedItem>;

/** SPEC §3 Pick-up and top links. */
export const ZLinkBanner = z.object({ id: z.number().int(), linkUrl: ZLink, imageUrl: ZLink, alt: z.string() });
export type TLinkBanner = z.infer<typeof ZLinkBanner>;

/** An app as editorial pages show it: a card linking to /apps/{code}. Listed statuses only. */
export const ZEditorialApp = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  logoImage: ZLink.nullable(),
  status: z.enum(LISTED_APP_STATUSES),
  appProvider: z.object({ name: z.string() }),
});
export type TEditorialApp = z.infer<typeof ZEditorialApp>;

/** A special (curated collection) as the list shows it. */
export const ZSpecialSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  heroImageUrl: ZLink.nullable(),
  publishedAt: ZIsoDate,
  appCount: z.number().int().nonnegative(),
});
export type TSpecialSummary = z.infer<typeof ZSpecialSummary>;

/** A special with its body (sanitised HTML) and its apps in the editor's order. */
export const ZSpecial = ZSpecialSummary.omit({ appCount: true }).extend({
  body: z.string(),
  apps: z.array(ZEditorialApp),
});
export type TSpecial = z.infer<typeof ZSpecial>;

/** A campaign runs from startsAt (inclusive) to endsAt (exclusive). */
export const ZCampaign = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  benefits: z.string(),
  conditions: z.string(),
  imageUrl: ZLink.nullable(),
  startsAt: ZIsoDate,
  endsAt: ZIsoDate,
  apps: z.array(ZEditorialApp),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** A customer case study as the list shows it. */
export const ZCaseSummary = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companySize: z.string(),
  industry: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: ZLink.nullable(),
  publishedAt: ZIsoDate,
  apps: z.array(ZEditorialApp),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

/** A case study with its story (sanitised HTML). */
export const ZCase = ZCaseSummary.extend({ body: z.string() });
export type TCase = z.infer<typeof ZCase>;

/** One heading of a terms document, for its table of contents. */
export const ZTocEntry = z.object({ id: z.string(), text: z.string(), depth: z.union([z.literal(2), z.literal(3)]) });
export type TTocEntry = z.infer<typeof ZTocEntry>;

/**
 * A terms document as served: its body rendered from the stored Markdown into sanitised HTML when
 * it was written, and the contents of its headings. The Markdown source is never served.
 */
export const ZTermsVersion = z.object({
  kind: z.enum(TERMS_KINDS),
  version: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  toc: z.array(ZTocEntry),
  effectiveAt: ZIsoDate,
});
export type TTermsVersion = z.infer<typeof ZTermsVersion>;

/** One entry of a terms document's history; `latest` marks the one in effect now. */
export const ZTermsVersionRef = z.object({
  version: z.string(),
  effectiveAt: ZIsoDate,
  latest: z.boolean(),
});
export type TTermsVersionRef = z.infer<typeof ZTermsVersionRef>;

/** A terms document as read at one moment: the version asked for and every version in effect so far. */
export const ZTermsDocument = z.object({
  terms: ZTermsVersion,
  versions: z.array(ZTermsVersionRef),
});
export type TTermsDocument = z.infer<typeof ZTermsDocument>;

/** A version name as it appears in a URL: a date such as 2026-04-01, or a short word. */
export const ZTermsVersionName = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, "must be a version name such as 2026-04-01");

export const ZProviderAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: ZIsoDate,
});
export type TProviderAnnouncement = z.infer<typeof ZProviderAnnouncement>;

// ---------------------------------------------------------------------------------------------
// Operator console (issue 11): terms versions and provider announcements, as the operator edits them.

/** Where a terms version stands: being prepared, published but not in effect yet, in effect, superseded. */
export const TERMS_VERSION_STATES = ["draft", "scheduled", "current", "past"] as const;
export type TTermsVersionState = (typeof TERMS_VERSION_STATES)[number];

/** The longest terms document an operator may write (Markdown characters). */
export const TERMS_MARKDOWN_MAX = 200_000;

/** The fields of a terms version an operator writes; the kind is chosen when it is created. */
export const ZTermsVersionFields = z.object({
  version: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, "opsTerms.errors.versionFormat"),
  title: z.string().trim().min(1).max(200),
  bodyMarkdown: z.string().trim().min(1).max(TERMS_MARKDOWN_MAX),
  effectiveAt: z.iso.datetime({ offset: true }),
});
export type TTermsVersionFields = z.infer<typeof ZTermsVersionFields>;

export const ZCreateTermsVersionRequest = ZTermsVersionFields.extend({ kind: z.enum(TERMS_KINDS) });
export type TCreateTermsVersionRequest = z.infer<typeof ZCreateTermsVersionRequest>;

/** Saving an unpublished version: every field again (a form sends what it shows). */
export const ZUpdateTermsVersionRequest = ZTermsVersionFields;
export type TUpdateTermsVersionRequest = z.infer<typeof ZUpdateTermsVersionRequest>;

/** A terms version as the console shows it: its Markdown source, what it renders to, its state. */
export const ZOpsTermsVersion = z.object({
  id: z.number().int(),
  kind: z.enum(TERMS_KINDS),
  version: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  toc: z.array(ZTocEntry),
  effectiveAt: ZIsoDate,
  publishedAt: ZIsoDate.nullable(),
  state: z.enum(TERMS_VERSION_STATES),
});
export type TOpsTermsVersion = z.infer<typeof ZOpsTermsVersion>;

export const ZOpsTermsVersionList = z.object({
  data: z.array(ZOpsTermsVersion.omit({ bodyMarkdown: true, bodyHtml: true, toc: true })),
});
export type TOpsTermsVersionList = z.infer<typeof ZOpsTermsVersionList>;

/** Markdown to render as a terms body (the editor's live preview). */
export const ZRenderTermsMarkdownRequest = z.object({ markdown: z.string().max(TERMS_MARKDOWN_MAX) });
export type TRenderTermsMarkdownRequest = z.infer<typeof ZRenderTermsMarkdownRequest>;

export const ZRenderedTermsMarkdown = z.object({ html: z.string(), toc: z.array(ZTocEntry) });
export type TRenderedTermsMarkdown = z.infer<typeof ZRenderedTermsMarkdown>;

/** Where an announcement to providers stands. */
export const ANNOUNCEMENT_STATES = ["draft", "scheduled", "published"] as const;
export type TAnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_BODY_MAX = 50_000;

/** What an operator writes: a title and a body of HTML, reduced to the store's rich-text policy when saved. */
export const ZProviderAnnouncementFields = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
});
export type TProviderAnnouncementFields = z.infer<typeof ZProviderAnnouncementFields>;

/** Publishing: now when `publishAt` is left out, else from that time (scheduled). */
export const ZPublishProviderAnnouncementRequest = z.object({
  publishAt: z.iso.datetime({ offset: true }).optional(),
});
export type TPublishProviderAnnouncementRequest = z.infer<typeof ZPublishProviderAnnouncementRequest>;

export const ZOpsProviderAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as providers read it. */
  body: z.string(),
  publishedAt: ZIsoDate.nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
});
export type TOpsProviderAnnouncement = z.infer<typeof ZOpsProviderAnnouncement>;

export const ZOpsProviderAnnouncementList = z.object({ data: z.array(ZOpsProviderAnnouncement.omit({ body: true })) });
export type TOpsProviderAnnouncementList = z.infer<typeof ZOpsProviderAnnouncementList>;
