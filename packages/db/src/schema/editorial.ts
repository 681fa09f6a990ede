import { TERMS_KINDS } from "@store/domain/enums";
import type { TEditorialTranslations } from "@store/domain/editorial-translations";
import type { TTermsTranslations } from "@store/domain/schemas/editorial";
import type { TTocEntry } from "@store/domain/schemas/editorial";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { providerUsers } from "./providers";

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    bodyContent: text("body_content").notNull(),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    /** An operator's version of the text per locale other than Japanese (issue 31); {} for none. */
    translations: jsonb("translations").$type<TEditorialTranslations>().notNull().default({}),
    /** Null while an operator prepares it; a later time schedules it. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("news_published_idx").on(t.publishedAt)],
);

/** The two kinds of link banner on the home page: the pick-up carousel and the top link grid. */
export const LINK_KINDS = ["pickups", "top_links"] as const;
export type TLinkKind = (typeof LINK_KINDS)[number];

/** The home page's link banners; `kind` says which row of the page shows one (same shape for both). */
export const links = pgTable(
  "links",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: LINK_KINDS }).notNull(),
    linkUrl: text("link_url").notNull(),
    imageUrl: text("image_url").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").notNull().default(0),
    /** Null while an operator prepares it (previewable); a later time schedules it. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
  },
  // The home page and the console read one kind at a time, in the operator's order.
  (t) => [index("links_kind_position_idx").on(t.kind, t.position, t.id)],
);

export const specials = pgTable("specials", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  body: text("body").notNull().default(""),
  heroImageUrl: text("hero_image_url"),
  position: integer("position").notNull().default(0),
  /** An operator's version of the text per locale other than Japanese (issue 31); {} for none. */
  translations: jsonb("translations").$type<TEditorialTranslations>().notNull().default({}),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

export const specialApps = pgTable(
  "special_apps",
  {
    specialId: integer("special_id")
      .notNull()
      .references(() => specials.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.specialId, t.appId] })],
);

/** A campaign runs from startsAt (inclusive) to endsAt (exclusive). */
export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  benefits: text("benefits").notNull(),
  conditions: text("conditions").notNull(),
  imageUrl: text("image_url"),
  /** An operator's version of the text per locale other than Japanese (issue 31); {} for none. */
  translations: jsonb("translations").$type<TEditorialTranslations>().notNull().default({}),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** Null while an operator prepares it (previewable); once set, it shows from startsAt to endsAt. */
  publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
});

export const campaignApps = pgTable(
  "campaign_apps",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.appId] }), index("campaign_apps_app_idx").on(t.appId)],
);

export const cases = pgTable("cases", {
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull(),
  companySize: text("company_size").notNull(),
  industry: text("industry").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  body: text("body").notNull(),
  imageUrl: text("image_url"),
  /** An operator's version of the text per locale other than Japanese (issue 31); {} for none. */
  translations: jsonb("translations").$type<TEditorialTranslations>().notNull().default({}),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

export const caseApps = pgTable(
  "case_apps",
  {
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.appId] })],
);

/** Terms documents of every kind, one row per version. */
export const termsVersions = pgTable(
  "terms_versions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: TERMS_KINDS }).notNull(),
    version: text("version").notNull(),
    title: text("title").notNull(),
    /** The source an operator edits; never served. */
    bodyMarkdown: text("body_markdown").notNull(),
    /** Rendered from bodyMarkdown and sanitised when written (rich-text.ts). */
    bodyHtml: text("body_html").notNull().default(""),
    toc: jsonb("toc").$type<TTocEntry[]>().notNull().default([]),
    /** The version in other locales (issue 31), each rendered like the Japanese one when written; {} for none. */
    translations: jsonb("translations").$type<TTermsTranslations>().notNull().default({}),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    /** Null while an operator prepares the version (previewable); it applies from effectiveAt once set. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [uniqueIndex("terms_versions_kind_version_idx").on(t.kind, t.version)],
);

export const providerAnnouncements = pgTable("provider_announcements", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  /** Null while an operator prepares it. */
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/** Which provider user has read which announcement (unread ones are marked on /developers). */
export const providerAnnouncementReads = pgTable(
  "provider_announcement_reads",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => providerAnnouncements.id, { onDelete: "cascade" }),
    providerUserId: integer("provider_user_id")
      .notNull()
      .references(() => providerUsers.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.providerUserId] })],
);
