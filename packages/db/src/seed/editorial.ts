import type { TEditorialTranslations } from "@store/domain/editorial-translations";
import type { TTermsKind } from "@store/domain/enums";
import type { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import { ZLink } from "@store/domain/schemas/common";
import type { TDb } from "../client";
import { renderTermsMarkdown, sanitizeRichText } from "../rich-text";
import { renderTermsTranslations } from "../terms-translations";
import { appReleases } from "../schema/apps";
import {
  campaignApps,
  campaigns,
  caseApps,
  cases,
  links,
  news,
  providerAnnouncements,
  specialApps,
  specials,
  type TLinkKind,
  termsVersions,
} from "../schema/editorial";

function inserted<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

/** Versions in other locales (issue 31) as the console keeps them: each rich text sanitised. */
function keptTranslations(translations: TEditorialTranslations | undefined, richText: string): TEditorialTranslations {
  const kept: TEditorialTranslations = {};
  for (const [locale, version] of Object.entries(translations ?? {}) as [
    keyof TEditorialTranslations,
    Record<string, string>,
  ][]) {
    kept[locale] = { ...version, ...(version[richText] ? { [richText]: sanitizeRichText(version[richText]) } : {}) };
  }
  return kept;
}

function link(value: string): string {
  return ZLink.parse(value);
}

function optionalLink(value: string | null | undefined): string | null {
  return value == null ? null : link(value);
}

export type TSeedNewsInput = {
  title: string;
  bodyContent: string;
  categories: string[];
  publishedAt: Date;
  /** Its versions in other locales (issue 31). */
  translations?: TEditorialTranslations;
};

export async function seedNews(db: TDb, input: TSeedNewsInput) {
  const [row] = await db
    .insert(news)
    .values({
      ...input,
      bodyContent: sanitizeRichText(input.bodyContent),
      translations: keptTranslations(input.translations, "bodyContent"),
    })
    .returning();
  return inserted(row, "news");
}

export type TSeedReleaseInput = { appId: number; title: string; url?: string | null; publishedAt: Date };

/** One entry of an app's release history (the release feed reads these). */
export async function seedRelease(db: TDb, input: TSeedReleaseInput) {
  const [row] = await db
    .insert(appReleases)
    .values({ ...input, url: optionalLink(input.url) })
    .returning();
  return inserted(row, "app release");
}

export type TSeedLinkBannerInput = { linkUrl: string; imageUrl: string; alt: string; position?: number };

/** A home page link banner of either kind (published now, like the demo's). */
export async function seedLink(db: TDb, kind: TLinkKind, input: TSeedLinkBannerInput) {
  const [row] = await db
    .insert(links)
    .values({
      kind,
      linkUrl: link(input.linkUrl),
      imageUrl: link(input.imageUrl),
      alt: input.alt,
      position: input.position ?? 0,
    })
    .returning();
  return inserted(row, `${kind} link`);
}

export async function seedPickupLink(db: TDb, input: TSeedLinkBannerInput) {
  return seedLink(db, "pickups", input);
}

export type TSeedSpecialInput = {
  title: string;
  description: string;
  body?: string;
  heroImageUrl?: string | null;
  position?: number;
  publishedAt?: Date | null;
  /** In display order. */
  appIds?: number[];
  /** Its versions in other locales (issue 31). */
  translations?: TEditorialTranslations;
};

export async function seedSpecial(db: TDb, input: TSeedSpecialInput) {
  const { appIds = [], ...columns } = input;
  const [row] = await db
    .insert(specials)
    .values({
      ...columns,
      body: sanitizeRichText(columns.body ?? ""),
      heroImageUrl: optionalLink(columns.heroImageUrl),
      translations: keptTranslations(columns.translations, "body"),
      position: columns.position ?? 0,
    })
    .returning();
  const special = inserted(row, "special");
  if (appIds.length) {
    await db.insert(specialApps).values(appIds.map((appId, position) => ({ specialId: special.id, appId, position })));
  }
  return special;
}

export type TSeedCampaignInput = {
  title: string;
  description: string;
  benefits: string;
  conditions: string;
  imageUrl?: string | null;
  startsAt: Date;
  endsAt: Date;
  appIds?: number[];
  /** Its versions in other locales (issue 31). */
  translations?: TEditorialTranslations;
};

export async function seedCampaign(db: TDb, input: TSeedCampaignInput) {
  const { appIds = [], ...columns } = input;
  if (columns.endsAt <= columns.startsAt) throw new Error(`campaign ${columns.title} ends before it starts`);
  const [row] = await db
    .insert(campaigns)
    .values({ ...columns, imageUrl: optionalLink(columns.imageUrl) })
    .returning();
  const campaign = inserted(row, "campaign");
  if (appIds.length) await db.insert(campaignApps).values(appIds.map((appId) => ({ campaignId: campaign.id, appId })));
  return campaign;
}

export type TSeedCaseInput = {
  companyName: string;
  companySize: string;
  industry: string;
  title: string;
  summary: string;
  body: string;
  imageUrl?: string | null;
  publishedAt?: Date | null;
  appIds?: number[];
  /** Its versions in other locales (issue 31). */
  translations?: TEditorialTranslations;
};

export async function seedCase(db: TDb, input: TSeedCaseInput) {
  const { appIds = [], ...columns } = input;
  const [row] = await db
    .insert(cases)
    .values({
      ...columns,
      body: sanitizeRichText(columns.body),
      imageUrl: optionalLink(columns.imageUrl),
      translations: keptTranslations(columns.translations, "body"),
    })
    .returning();
  const story = inserted(row, "case");
  if (appIds.length) await db.insert(caseApps).values(appIds.map((appId) => ({ caseId: story.id, appId })));
  return story;
}

export type TSeedTermsVersionInput = {
  kind: TTermsKind;
  version: string;
  title: string;
  bodyMarkdown: string;
  effectiveAt: Date;
  /** When the operator published it: by default as it took effect; null leaves it unpublished. */
  publishedAt?: Date | null;
  /** Its versions in other locales (issue 31). */
  translations?: Partial<Record<(typeof TRANSLATED_LOCALES)[number], { title: string; bodyMarkdown: string }>>;
};

/** Stores the Markdown source with its body rendered to sanitised HTML and its contents. */
export async function seedTermsVersion(db: TDb, input: TSeedTermsVersionInput) {
  const { html, toc } = renderTermsMarkdown(input.bodyMarkdown);
  const publishedAt = input.publishedAt === undefined ? input.effectiveAt : input.publishedAt;
  const translations = renderTermsTranslations(input.translations ?? {}, { title: input.title, html, toc });
  const [row] = await db
    .insert(termsVersions)
    .values({ ...input, publishedAt, bodyHtml: html, toc, translations })
    .returning();
  return inserted(row, "terms version");
}

export async function seedProviderAnnouncement(db: TDb, input: { title: string; body: string; publishedAt: Date }) {
  const [row] = await db
    .insert(providerAnnouncements)
    .values({ ...input, body: sanitizeRichText(input.body) })
    .returning();
  return inserted(row, "provider announcement");
}
