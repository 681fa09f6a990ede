import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TLocale } from "@store/domain/locales";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import type { TRemovedMarkup } from "@store/domain/pre-checks/draft-checks-input";
import { CHANGE_REQUEST_STATUSES } from "@store/domain/enums";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { appProviders } from "./providers";
import { operators } from "./staff";

/** A provider's working copy of an app (DOMAIN.md: drafts and change requests). */
export const draftApps = pgTable(
  "draft_apps",
  {
    id: serial("id").primaryKey(),
    appId: integer("app_id").references(() => apps.id, { onDelete: "cascade" }),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    code: text("code").notNull(),
    content: jsonb("content").$type<TAppContent>().notNull(),
    merged: boolean("merged").notNull().default(false),
    changeRequestStatus: text("change_request_status", { enum: CHANGE_REQUEST_STATUSES }).notNull().default("in_draft"),
    notificationEmail: text("notification_email"),
    loginUrl: text("login_url"),
    reviewComment: text("review_comment"),
    /** Raised by every save; a save based on an older version is refused (409). */
    version: integer("version").notNull().default(1),
    /** The language of the provider user who last submitted or saved it: its mails are written in it. */
    notificationLocale: text("notification_locale").$type<TLocale>().notNull().default("ja"),
    /** The provider user who saved it last. */
    updatedByProviderUserId: integer("updated_by_provider_user_id"),
    /** The operator who picked the change request up (DOMAIN.md: one reviewer at a time). */
    reviewerOperatorId: integer("reviewer_operator_id").references(() => operators.id, { onDelete: "set null" }),
    pickedUpAt: timestamp("picked_up_at", { withTimezone: true }),
    /** The last automatic pre-check report (issue 11), for the version it names. */
    preCheckReport: jsonb("pre_check_report").$type<TPreCheckReport>(),
    /** What the sanitiser took out of the rich texts when they were saved (issue 31): shown to the provider, failed by the pre-check. */
    removedMarkup: jsonb("removed_markup").$type<TRemovedMarkup>().notNull().default({}),
    /**
     * What an approval replaced: the app's content just before it (null for a new app), so the
     * change stays readable once the app holds it. Unset before the approval, and for approvals
     * made before it was kept (migration 0033).
     */
    replaced: jsonb("replaced").$type<{ content: TAppContent | null }>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("draft_apps_provider_idx").on(t.appProviderId),
    index("draft_apps_app_idx").on(t.appId),
    // DOMAIN.md: an existing app has at most one open draft.
    uniqueIndex("draft_apps_open_per_app_idx").on(t.appId).where(sql`${t.merged} = false and ${t.appId} is not null`),
  ],
);

/**
 * The code a new app's draft holds (issue 25): one row per code, so the primary key lets one draft
 * hold a code at a time, whatever the number of concurrent creates. The hold lapses when the draft
 * has been editable and unsaved for APP_CODE_RESERVATION_DAYS; another draft may then take the code
 * (queries/draft-apps.ts claimAppCode). Apps' codes are unique in `apps` itself; a claim is checked
 * against them in the same transaction.
 */
export const appCodeClaims = pgTable("app_code_claims", {
  code: text("code").primaryKey(),
  draftAppId: integer("draft_app_id")
    .notNull()
    .unique("app_code_claims_draft_idx")
    .references(() => draftApps.id, { onDelete: "cascade" }),
});
