import { LOCALES, type TLocale } from "@store/domain/locales";
import type { TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import { VOICE_REPORT_REASONS } from "@store/domain/voices/voice-input";
import { VOICE_STATUSES } from "@store/domain/voices/voice-status";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { providerUsers } from "./providers";
import { operators } from "./staff";
import { tenants } from "./tenants";

// User voices (issue 28): a tenant user's rating and review of an app, checked automatically,
// moderated by an operator, answered once by the provider. The public ones (`published`, and
// `reported` while an operator decides: domain voices/voice-status.ts) are shown and counted; the
// counts and the average on `apps` are kept by a trigger (migration 0023) in the transaction that
// publishes, takes down, edits or deletes a voice.

export const userVoices = pgTable(
  "user_voices",
  {
    id: serial("id").primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    /** The author's name as the parent service told it; shown only when `showName`. */
    authorName: text("author_name").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    /** 1 to 5; null for a voice from before ratings. */
    rating: smallint("rating"),
    /** The language the voice is written in, shown with it. */
    locale: text("locale", { enum: LOCALES }).$type<TLocale>().notNull().default("ja"),
    status: text("status", { enum: VOICE_STATUSES }).notNull().default("pending"),
    // The author's account; null for the seed's voices, which have none.
    tenantId: text("tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    suiteUserId: text("suite_user_id"),
    /** Where and in which language the author is told of the operator's decision; null for the seed's voices. */
    authorEmail: text("author_email"),
    mailLocale: text("mail_locale", { enum: LOCALES }).$type<TLocale>(),
    /** What the author agreed to show: their company's size and industry, their name. */
    showCompany: boolean("show_company").notNull().default(false),
    showName: boolean("show_name").notNull().default(false),
    /** The author's company as the parent service told it when the voice was written. */
    companySize: text("company_size"),
    industry: text("industry"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    /** The automatic checks' findings when the voice was last written. */
    checks: jsonb("checks").$type<TVoiceCheckFinding[]>().notNull().default([]),
    rejectionReason: text("rejection_reason"),
    moderatedBy: integer("moderated_by").references(() => operators.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    replyText: text("reply_text"),
    replyAt: timestamp("reply_at", { withTimezone: true }),
    replyBy: integer("reply_by").references(() => providerUsers.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_voices_rating_check", sql`${t.rating} between 1 and 5`),
    index("user_voices_app_idx").on(t.appId),
    // One voice per person per app; the seed's voices have no author account.
    uniqueIndex("user_voices_author_idx").on(t.appId, t.suiteUserId).where(sql`${t.suiteUserId} is not null`),
    // The detail page's two orders of an app's published voices.
    index("user_voices_newest_idx").on(t.appId, t.status, sql`${t.publishedAt} desc`, sql`${t.id} desc`),
    index("user_voices_helpful_idx").on(
      t.appId,
      t.status,
      sql`${t.helpfulCount} desc`,
      sql`${t.publishedAt} desc`,
      sql`${t.id} desc`,
    ),
    // The moderation queue.
    index("user_voices_status_idx").on(t.status, t.updatedAt),
  ],
);

/** A signed-in user's 'helpful' vote on a voice; `helpful_count` counts them (trigger, migration 0023). */
export const voiceHelpfulVotes = pgTable(
  "voice_helpful_votes",
  {
    voiceId: integer("voice_id")
      .notNull()
      .references(() => userVoices.id, { onDelete: "cascade" }),
    suiteUserId: text("suite_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voiceId, t.suiteUserId] })],
);

/** A visitor's or provider's report of a voice; `report_count` counts them. */
export const voiceReports = pgTable(
  "voice_reports",
  {
    id: serial("id").primaryKey(),
    voiceId: integer("voice_id")
      .notNull()
      .references(() => userVoices.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: VOICE_REPORT_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    /** A keyed hash of who reported (for rate limits and one report per reporter), never an address. */
    reporterKey: text("reporter_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_reports_voice_idx").on(t.voiceId, t.createdAt)],
);
