import type { TSupportedSuiteOption } from "@store/domain/schemas/app";
import type { TCardTranslations } from "@store/domain/listing-translations";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { APP_STATUSES, INTEGRATION_TYPES, PRIMARY_ACTION_TYPES } from "@store/domain/enums";
import {
  boolean,
  doublePrecision,
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
import { sql } from "drizzle-orm";
import { appProviders, oauthClients } from "./providers";
import { categories, plans, tags } from "./taxonomy";

/**
 * An app of the store. Its provider-edited content is ONE column, `content` (ZAppContent, the same
 * shape a draft holds); the rest are of two kinds:
 * - projections of the content, kept because lists filter, sort, join on or show them (cards, the
 *   installed apps, the tenant admin's lists, search). They are written ONLY by writeAppContent()
 *   (queries/app-content.ts) from the content, never on their own: code, name, title, description,
 *   integration_type, primary_action_type, plan_id, logo_image, lineup_image, and search_text (with
 *   the provider's name and the tags), plus the join tables app_categories and app_tags and the
 *   release feed's app_releases.
 * - the store's own facts, which providers do not edit: status, the provider and OAuth client, what
 *   the parent service allows (installable, uninstallable, suite_*), the operator's featured order,
 *   dates.
 */
export const apps = pgTable(
  "apps",
  {
    id: serial("id").primaryKey(),
    /** The provider's content (schemas/app-content.ts); rich text sanitised when written. */
    content: jsonb("content").$type<TAppContent>().notNull(),
    // Projections of `content` (writeAppContent only).
    code: text("code").notNull(),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    integrationType: text("integration_type", { enum: INTEGRATION_TYPES }).notNull(),
    primaryActionType: text("primary_action_type", { enum: PRIMARY_ACTION_TYPES }).notNull().default("none"),
    planId: integer("plan_id").references(() => plans.id),
    logoImage: text("logo_image"),
    lineupImage: text("lineup_image"),
    /** The card's fields in other locales (name, title, description; issue 31), from content.translations. */
    cardTranslations: jsonb("card_translations").$type<TCardTranslations>().notNull().default({}),
    /** Folded name, title, description, provider and tags (see domain search-text). */
    searchText: text("search_text").notNull().default(""),
    /**
     * Every distinct one- and two-character piece of search_text (see domain search-grams): the
     * GIN-indexed prefilter of the list's search; search_text still decides what matches.
     */
    searchGrams: text("search_grams").array().notNull().default(sql`'{}'::text[]`),
    // The store's facts.
    status: text("status", { enum: APP_STATUSES }).notNull().default("draft"),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id),
    oauthClientId: integer("oauth_client_id").references(() => oauthClients.id),
    installable: boolean("installable").notNull().default(true),
    uninstallable: boolean("uninstallable").notNull().default(true),
    suiteDataIntegrationOnly: boolean("suite_data_integration_only").notNull().default(false),
    suiteOptionTypes: jsonb("suite_option_types").$type<string[]>().notNull().default([]),
    isSuiteOptionWithSubscription: boolean("is_suite_option_with_subscription").notNull().default(false),
    suiteIdpUrl: text("suite_idp_url"),
    suiteDataUrl: text("suite_data_url"),
    supportedSuiteOptions: jsonb("supported_suite_options").$type<TSupportedSuiteOption[]>().notNull().default([]),
    /** Operator's order for the 'featured' sort; null means not featured. */
    featuredPosition: integer("featured_position"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Kept counts (issue 12): triggers (migrations 0006, 0023) update them in the transaction that
    // adds or removes an installation or publishes, edits or takes down a user voice; nothing else
    // writes them.
    installedCount: integer("installed_count").notNull().default(0),
    voiceCount: integer("voice_count").notNull().default(0),
    /** The published voices' ratings: their sum and how many have one (old voices may not). */
    voiceRatingSum: integer("voice_rating_sum").notNull().default(0),
    voiceRatingCount: integer("voice_rating_count").notNull().default(0),
    /** sum / count, null without a rating: stored so the list sorts and filters by it on an index. */
    voiceRatingAverage: doublePrecision("voice_rating_average"),
  },
  (t) => [
    uniqueIndex("apps_code_idx").on(t.code),
    index("apps_search_grams_idx").using("gin", t.searchGrams),
    // One index per sort key of the public list (queries/app-search.ts orderBy), ties broken by id.
    index("apps_latest_idx").on(sql`${t.publishedAt} desc nulls last`, sql`${t.id} desc`),
    index("apps_featured_idx").on(
      sql`${t.featuredPosition} asc nulls last`,
      sql`${t.publishedAt} desc nulls last`,
      sql`${t.id} desc`,
    ),
    index("apps_popular_idx").on(
      sql`${t.installedCount} desc`,
      sql`${t.publishedAt} desc nulls last`,
      sql`${t.id} desc`,
    ),
    index("apps_rating_idx").on(
      sql`${t.voiceRatingAverage} desc nulls last`,
      sql`${t.voiceRatingCount} desc`,
      sql`${t.publishedAt} desc nulls last`,
      sql`${t.id} desc`,
    ),
    index("apps_status_idx").on(t.status),
    // With the kept count: a provider's installations (issue 29's analytics) read from the index alone.
    index("apps_provider_idx").on(t.appProviderId, t.installedCount),
    // Narrow: the list's price counts join a category's apps to their plans without reading the rows.
    index("apps_id_plan_idx").on(t.id, t.planId),
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

/**
 * The categories a listed (upcoming or published) app is found under: its own and their parents,
 * once each. Kept by triggers (migration 0007) whenever an app's status or categories change, so
 * the list filters a category and counts per category without joining the taxonomy or reading the
 * apps rows. No foreign key to apps: the delete trigger of apps removes an app's rows itself.
 */
export const listedAppCategories = pgTable(
  "listed_app_categories",
  {
    appId: integer("app_id").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.appId] }), index("listed_app_categories_app_idx").on(t.appId)],
);

/** Listed apps per category (a parent counts its children's apps once each), kept with listed_app_categories. */
export const categoryListedCounts = pgTable("category_listed_counts", {
  categoryId: integer("category_id")
    .primaryKey()
    .references(() => categories.id, { onDelete: "cascade" }),
  apps: integer("apps").notNull().default(0),
});

/** Listed apps per plan, kept by a trigger of apps. */
export const planListedCounts = pgTable("plan_listed_counts", {
  planId: integer("plan_id")
    .primaryKey()
    .references(() => plans.id, { onDelete: "cascade" }),
  apps: integer("apps").notNull().default(0),
});

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

/** The release feed's copy of each app's content.releases (writeAppContent keeps it in sync). */
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
