import { z } from "zod";
import { EDITORIAL_TRANSLATABLE_FIELDS } from "../editorial-translations";
import { LISTED_APP_STATUSES, TERMS_KINDS } from "../enums";
import { LOCALES } from "../locales";
import { TRANSLATED_LOCALES } from "../localized-names";
import { toPlainText } from "../text-limit";
import { ZIsoDate, ZLink } from "./common";

/**
 * The language an editorial text is in (issue 31): the viewer's when an operator wrote a version in
 * it, else Japanese, the store's own.
 */
const ZContentLocale = z.enum(LOCALES);

/** SPEC §3 News item. */
export const ZNewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyContent: z.string(),
  publishedAt: ZIsoDate,
  categories: z.array(z.string()),
  contentLocale: ZContentLocale,
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
  contentLocale: ZContentLocale,
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
  contentLocale: ZContentLocale,
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
  contentLocale: ZContentLocale,
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

/** A case study with its story (sanitised HTML). */
export const ZCase = ZCaseSummary.extend({ body: z.string() });
export type TCase = z.infer<typeof ZCase>;

// ─── What operators edit (issue 11): one input shape per kind, the publication and the order ───

/** The editorial kinds an operator edits with the console's one form (terms and announcements have their own). */
export const EDITORIAL_CONTENT_KINDS = ["specials", "campaigns", "cases", "news", "pickups", "top_links"] as const;
export type TEditorialContentKind = (typeof EDITORIAL_CONTENT_KINDS)[number];

/** The kinds whose public order is the operator's (a position); the others order by their dates. */
export const ORDERED_EDITORIAL_KINDS = [
  "specials",
  "pickups",
  "top_links",
] as const satisfies readonly TEditorialContentKind[];

/** `{kind}` of the console's API paths (/api/ops/editorial/{kind}). */
export const ZEditorialKindParams = z.object({ kind: z.enum(EDITORIAL_CONTENT_KINDS) });

/** `{kind}/{id}`: an id no row can have is null, answered 404 like a deleted one. */
export const ZEditorialItemParams = ZEditorialKindParams.extend({
  id: z.string().transform((value) => {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
  }),
});
export type TEditorialItemParams = z.infer<typeof ZEditorialItemParams>;

export const EDITORIAL_LIMITS = {
  title: 200,
  description: 1000,
  shortText: 100,
  longText: 4000,
  body: 100_000,
  alt: 300,
  url: 2000,
  apps: 50,
  categories: 10,
} as const;

/** Typed text as the store keeps it (toPlainText: no control characters, trimmed), then checked. */
const plain = (multiline: boolean) => z.string().transform((value) => toPlainText(value, { multiline }));
const text = (max: number, multiline = false) => plain(multiline).pipe(z.string().min(1).max(max));
const optionalText = (max: number) => plain(true).pipe(z.string().max(max));
/**
 * An operator's versions of a kind's text in the other locales (issue 31), `kind`'s translatable
 * fields each optional with the Japanese field's limit; a version with any text needs its title.
 * Versions left empty are dropped; none is `{}`.
 */
function zTranslations<K extends keyof typeof EDITORIAL_TRANSLATABLE_FIELDS>(
  kind: K,
  limits: Record<(typeof EDITORIAL_TRANSLATABLE_FIELDS)[K][number], number>,
) {
  const fields = EDITORIAL_TRANSLATABLE_FIELDS[kind] as readonly string[];
  const version = z
    .object(
      Object.fromEntries(
        fields.map((name) => [name, optionalText((limits as Record<string, number>)[name] ?? 0).optional()]),
      ),
    )
    .strict();
  return z
    .partialRecord(z.enum(TRANSLATED_LOCALES), version)
    .superRefine((versions, ctx) => {
      for (const [locale, texts] of Object.entries(versions)) {
        const written = Object.values(texts ?? {}).some((value) => typeof value === "string" && value !== "");
        if (written && !texts?.title) {
          ctx.addIssue({ code: "custom", path: [locale, "title"], message: "opsEditorial.errors.translationTitle" });
        }
      }
    })
    .transform((versions) => {
      const kept: Partial<Record<(typeof TRANSLATED_LOCALES)[number], Record<string, string>>> = {};
      for (const [locale, texts] of Object.entries(versions) as [
        (typeof TRANSLATED_LOCALES)[number],
        Record<string, string | undefined>,
      ][]) {
        const written = Object.fromEntries(
          Object.entries(texts).filter((entry): entry is [string, string] => !!entry[1]),
        );
        if (written.title) kept[locale] = written;
      }
      return kept;
    })
    .default({});
}

/** A link or image address: a path of the store or an http(s) URL. */
const ZEditorialLink = plain(false).pipe(z.string().min(1).max(EDITORIAL_LIMITS.url)).pipe(ZLink);
/** An uploaded image (/media/…) or any http(s) URL; null for none. */
const ZEditorialImage = ZEditorialLink.nullable();
/** A time the database can hold: ISO 8601 with an offset, between 1970 and 9999. */
const ZEditorialTime = ZIsoDate.refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, "opsEditorial.errors.timeOutOfRange");
/** Apps by id, in the editor's order, each once. */
const ZEditorialAppIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(EDITORIAL_LIMITS.apps)
  .refine((ids) => new Set(ids).size === ids.length, "opsEditorial.errors.duplicateApp");

export const ZSpecialInput = z.object({
  title: text(EDITORIAL_LIMITS.title),
  description: text(EDITORIAL_LIMITS.description, true),
  body: optionalText(EDITORIAL_LIMITS.body),
  heroImageUrl: ZEditorialImage,
  appIds: ZEditorialAppIds,
  translations: zTranslations("specials", {
    title: EDITORIAL_LIMITS.title,
    description: EDITORIAL_LIMITS.description,
    body: EDITORIAL_LIMITS.body,
  }),
});
export type TSpecialInput = z.infer<typeof ZSpecialInput>;

export const ZCampaignInput = z
  .object({
    title: text(EDITORIAL_LIMITS.title),
    description: text(EDITORIAL_LIMITS.description, true),
    benefits: text(EDITORIAL_LIMITS.longText, true),
    conditions: text(EDITORIAL_LIMITS.longText, true),
    imageUrl: ZEditorialImage,
    startsAt: ZEditorialTime,
    endsAt: ZEditorialTime,
    appIds: ZEditorialAppIds,
    translations: zTranslations("campaigns", {
      title: EDITORIAL_LIMITS.title,
      description: EDITORIAL_LIMITS.description,
      benefits: EDITORIAL_LIMITS.longText,
      conditions: EDITORIAL_LIMITS.longText,
    }),
  })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    path: ["endsAt"],
    message: "opsEditorial.errors.endsBeforeStart",
  });
export type TCampaignInput = z.infer<typeof ZCampaignInput>;

export const ZCaseInput = z.object({
  companyName: text(EDITORIAL_LIMITS.shortText),
  companySize: text(EDITORIAL_LIMITS.shortText),
  industry: text(EDITORIAL_LIMITS.shortText),
  title: text(EDITORIAL_LIMITS.title),
  summary: text(EDITORIAL_LIMITS.description, true),
  body: text(EDITORIAL_LIMITS.body, true),
  imageUrl: ZEditorialImage,
  appIds: ZEditorialAppIds,
  translations: zTranslations("cases", {
    title: EDITORIAL_LIMITS.title,
    summary: EDITORIAL_LIMITS.description,
    body: EDITORIAL_LIMITS.body,
    companyName: EDITORIAL_LIMITS.shortText,
    companySize: EDITORIAL_LIMITS.shortText,
    industry: EDITORIAL_LIMITS.shortText,
  }),
});
export type TCaseInput = z.infer<typeof ZCaseInput>;

export const ZNewsInput = z.object({
  title: text(EDITORIAL_LIMITS.title),
  bodyContent: text(EDITORIAL_LIMITS.body, true),
  categories: z
    .array(text(EDITORIAL_LIMITS.shortText))
    .max(EDITORIAL_LIMITS.categories)
    .refine((names) => new Set(names).size === names.length, "opsEditorial.errors.duplicateCategory"),
  translations: zTranslations("news", { title: EDITORIAL_LIMITS.title, bodyContent: EDITORIAL_LIMITS.body }),
});
export type TNewsInput = z.infer<typeof ZNewsInput>;

/** A pick-up or top link: a banner image linking into the store or out of it. */
export const ZLinkBannerInput = z.object({
  linkUrl: ZEditorialLink,
  imageUrl: ZEditorialLink,
  alt: text(EDITORIAL_LIMITS.alt),
});
export type TLinkBannerInput = z.infer<typeof ZLinkBannerInput>;

/** The body of create (POST) and edit (PATCH, every field) for each kind. */
export const EDITORIAL_INPUT_SCHEMAS = {
  specials: ZSpecialInput,
  campaigns: ZCampaignInput,
  cases: ZCaseInput,
  news: ZNewsInput,
  pickups: ZLinkBannerInput,
  top_links: ZLinkBannerInput,
} as const satisfies Record<TEditorialContentKind, z.ZodType>;
export type TEditorialInputOf<K extends TEditorialContentKind> = z.infer<(typeof EDITORIAL_INPUT_SCHEMAS)[K]>;

/**
 * POST …/{id}/publication: `now` publishes at once, a time schedules (a past time publishes, dated
 * then), null unpublishes (the item stays, previewable).
 */
export const ZEditorialPublication = z.object({
  publishedAt: z.union([z.literal("now"), ZEditorialTime, z.null()]),
});
export type TEditorialPublication = z.infer<typeof ZEditorialPublication>;

/** POST …/{id}/position: one step up or down the public order. */
export const ZEditorialMove = z.object({ direction: z.enum(["up", "down"]) });
export type TEditorialMove = z.infer<typeof ZEditorialMove>;

/** One editorial item as the console lists it: its headline, image and place in time. */
export const ZEditorialListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: ZIsoDate.nullable(),
  startsAt: ZIsoDate.optional(),
  endsAt: ZIsoDate.optional(),
  position: z.number().int().optional(),
});
export type TEditorialListItem = z.infer<typeof ZEditorialListItem>;

/** An item as the console's API answers after a change: its id, input fields and publication. */
export const ZEditorialItem = z
  .object({ id: z.number().int(), publishedAt: ZIsoDate.nullable() })
  .catchall(z.unknown());
export type TEditorialItem = z.infer<typeof ZEditorialItem>;

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
  contentLocale: ZContentLocale,
  /** The language of `bodyHtml`: Japanese when the viewer's version has a title only. */
  bodyLocale: ZContentLocale,
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

/**
 * A terms version's versions in other locales (issue 31): the Markdown an operator wrote and the
 * sanitised HTML and contents it renders to, as for the Japanese.
 */
export const ZTermsTranslations = z.partialRecord(
  z.enum(TRANSLATED_LOCALES),
  z.object({ title: z.string(), bodyMarkdown: z.string(), bodyHtml: z.string(), toc: z.array(ZTocEntry) }),
);
export type TTermsTranslations = z.infer<typeof ZTermsTranslations>;

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
  title: text(200),
  bodyMarkdown: text(TERMS_MARKDOWN_MAX, true),
  effectiveAt: z.iso.datetime({ offset: true }),
  translations: zTranslations("terms", { title: 200, bodyMarkdown: TERMS_MARKDOWN_MAX }),
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
  translations: ZTermsTranslations,
  effectiveAt: ZIsoDate,
  publishedAt: ZIsoDate.nullable(),
  state: z.enum(TERMS_VERSION_STATES),
});
export type TOpsTermsVersion = z.infer<typeof ZOpsTermsVersion>;

export const ZOpsTermsVersionList = z.object({
  data: z.array(ZOpsTermsVersion.omit({ bodyMarkdown: true, bodyHtml: true, toc: true, translations: true })),
});
export type TOpsTermsVersionList = z.infer<typeof ZOpsTermsVersionList>;

/** Markdown to render as a terms body (the editor's live preview). */
export const ZRenderTermsMarkdownRequest = z.object({ markdown: optionalText(TERMS_MARKDOWN_MAX) });
export type TRenderTermsMarkdownRequest = z.infer<typeof ZRenderTermsMarkdownRequest>;

export const ZRenderedTermsMarkdown = z.object({ html: z.string(), toc: z.array(ZTocEntry) });
export type TRenderedTermsMarkdown = z.infer<typeof ZRenderedTermsMarkdown>;

/** Where an announcement to providers stands. */
export const ANNOUNCEMENT_STATES = ["draft", "scheduled", "published"] as const;
export type TAnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_BODY_MAX = 50_000;

/** What an operator writes: a title and a body of HTML, reduced to the store's rich-text policy when saved. */
export const ZProviderAnnouncementFields = z.object({
  title: text(200),
  body: text(ANNOUNCEMENT_BODY_MAX, true),
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
