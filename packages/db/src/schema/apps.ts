import type {
  TAppConnection,
  TAppFeature,
  TAppImage,
  TAppUsage,
  THelpLink,
  TSupportedSuiteOption,
} from "@store/domain/schemas/app";
import { APP_STATUSES, INQUIRY_ACTION_TYPES, INTEGRATION_TYPES, PRIMARY_ACTION_TYPES } from "@store/domain/enums";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { appProviders, oauthClients } from "./providers";
import { categories, plans, tags } from "./taxonomy";

export const apps = pgTable(
  "apps",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    status: text("status", { enum: APP_STATUSES }).notNull().default("draft"),
    integrationType: text("integration_type", { enum: INTEGRATION_TYPES }).notNull(),
    primaryActionType: text("primary_action_type", { enum: PRIMARY_ACTION_TYPES }).notNull().default("none"),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id),
    oauthClientId: integer("oauth_client_id").references(() => oauthClients.id),
    planId: integer("plan_id").references(() => plans.id),
    ssoSupported: boolean("sso_supported").notNull().default(false),
    installable: boolean("installable").notNull().default(true),
    uninstallable: boolean("uninstallable").notNull().default(true),
    triable: boolean("triable").notNull().default(false),
    suiteDataIntegrationOnly: boolean("suite_data_integration_only").notNull().default(false),
    suiteOptionTypes: jsonb("suite_option_types").$type<string[]>().notNull().default([]),
    isSuiteOptionWithSubscription: boolean("is_suite_option_with_subscription").notNull().default(false),
    url: text("url"),
    idpAppUrl: text("idp_app_url"),
    suiteIdpUrl: text("suite_idp_url"),
    suiteDataUrl: text("suite_data_url"),
    videoId: text("video_id"),
    thumbnailImage: text("thumbnail_image"),
    thumbnailAlt: text("thumbnail_alt"),
    logoImage: text("logo_image"),
    lineupImage: text("lineup_image"),
    inquiryActionType: text("inquiry_action_type", { enum: INQUIRY_ACTION_TYPES }).notNull().default("form"),
    inquiryUrl: text("inquiry_url"),
    price: text("price"),
    priceCaption: text("price_caption"),
    additionalCharge: text("additional_charge"),
    helpUrl: text("help_url"),
    contactUrl: text("contact_url"),
    termsUrl: text("terms_url"),
    demoRequestUrl: text("demo_request_url"),
    suiteSchoolUrl: text("suite_school_url"),
    documentUrl: text("document_url"),
    documentEyecatchUrl: text("document_eyecatch_url"),
    serviceUrl: text("service_url"),
    announcement: text("announcement"),
    idpHelp: jsonb("idp_help").$type<THelpLink | null>(),
    suiteDataHelp: jsonb("suite_data_help").$type<THelpLink | null>(),
    usages: jsonb("usages").$type<TAppUsage[]>().notNull().default([]),
    images: jsonb("images").$type<TAppImage[]>().notNull().default([]),
    features: jsonb("features").$type<TAppFeature[]>().notNull().default([]),
    supportedSuiteOptions: jsonb("supported_suite_options").$type<TSupportedSuiteOption[]>().notNull().default([]),
    connection: jsonb("connection").$type<TAppConnection | null>(),
    /** Operator's order for the 'featured' sort; null means not featured. */
    featuredPosition: integer("featured_position"),
    /** Folded name, title, description, provider and tags (see domain search-text). */
    searchText: text("search_text").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("apps_code_idx").on(t.code),
    index("apps_status_idx").on(t.status),
    index("apps_provider_idx").on(t.appProviderId),
    index("apps_oauth_client_idx").on(t.oauthClientId),
  ],
);

export const appCategories = pgTable(
  "app_categories",
  {
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.appId, t.categoryId] }), index("app_categories_category_idx").on(t.categoryId)],
);

export const appTags = pgTable(
  "app_tags",
  {
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.appId, t.tagId] })],
);

export const appReleases = pgTable(
  "app_releases",
  {
    id: serial("id").primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("app_releases_published_idx").on(t.publishedAt)],
);

/** Published user voices (reviews); `voiceCount` counts them. */
export const userVoices = pgTable(
  "user_voices",
  {
    id: serial("id").primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("user_voices_app_idx").on(t.appId)],
);
