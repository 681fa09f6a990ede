import type { TLocale } from "@store/domain/locales";
import { OPERATION_TYPES, ACCESS_REQUEST_STATUSES } from "@store/domain/enums";
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
import { sql } from "drizzle-orm";
import { apps } from "./apps";

/** A company of the parent service. Ids are the parent service's. */
export const tenants = pgTable(
  "tenants",
  {
    id: text("id").primaryKey(),
    subdomain: text("subdomain").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tenants_subdomain_idx").on(t.subdomain)],
);

/** A person of the parent service, as last seen at sign-in. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }),
});

/** The admin flag belongs to the membership (DOMAIN.md). */
export const tenantMemberships = pgTable(
  "tenant_memberships",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    admin: boolean("admin").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export const installations = pgTable(
  "installations",
  {
    id: serial("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    addonId: text("addon_id"),
    installedBy: text("installed_by").notNull(),
    installedAt: timestamp("installed_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The scopes the tenant granted (issue 27); null for an installation from before scopes, which
     * covers what the app asked then. When the app's approved update asks for more, the admins
     * approve them (re-granted at the parent service) or decline: `declinedScopes` holds the set
     * they declined, so the same request is not asked again.
     */
    grantedScopes: jsonb("granted_scopes").$type<string[]>(),
    declinedScopes: jsonb("declined_scopes").$type<string[]>(),
  },
  (t) => [
    uniqueIndex("installations_tenant_app_idx").on(t.tenantId, t.appId),
    index("installations_app_idx").on(t.appId),
  ],
);

/** Append-only (DOMAIN.md): never edited, never deleted by tenants. */
export const operationLogs = pgTable(
  "operation_logs",
  {
    id: serial("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    appNames: jsonb("app_names").$type<string[]>().notNull(),
    operationType: text("operation_type", { enum: OPERATION_TYPES }).notNull(),
    suiteUserId: text("suite_user_id").notNull(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent").notNull(),
    message: text("message").notNull(),
    /** The scopes granted by a connect or install, or added by an approved update (issue 27); null otherwise. */
    scopes: jsonb("scopes").$type<string[]>(),
    operatedAt: timestamp("operated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operation_logs_tenant_idx").on(t.tenantId, t.operatedAt)],
);

export const accessRequests = pgTable(
  "access_requests",
  {
    id: serial("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    suiteUserId: text("suite_user_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: ACCESS_REQUEST_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
    /** The requester's short note to the admins. */
    note: text("note").notNull().default(""),
    /** The admin's note with a decline, told to the requester. */
    declineNote: text("decline_note"),
    /** When the requester saw the answer on a store page (told once). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    /** The requester's language when asking: the mails about the request are written in it. */
    locale: text("locale").$type<TLocale>().notNull().default("ja"),
  },
  (t) => [
    index("access_requests_tenant_idx").on(t.tenantId, t.status),
    // One open request per person and app in a tenant (SPEC §3 Access request).
    uniqueIndex("access_requests_open_idx").on(t.tenantId, t.appId, t.suiteUserId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * SPEC §2 Shell app launcher: the apps a person marked as favourites, per tenant (the same person
 * keeps separate favourites in each company). A row outlives an uninstall, so reinstalling an app
 * brings its star back; the launcher lists only installed apps.
 */
export const launcherFavorites = pgTable(
  "launcher_favorites",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    suiteUserId: text("suite_user_id").notNull(),
    appId: integer("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.suiteUserId, t.appId] })],
);
