import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { draftApps } from "./drafts";
import { appProviders } from "./providers";

export const DEVELOPMENT_TENANT_KINDS = ["development", "review"] as const;
export type TDevelopmentTenantKind = (typeof DEVELOPMENT_TENANT_KINDS)[number];

/**
 * A tenant the parent service made for trying drafts (issue 27): one per provider (`development`),
 * where its own users install their drafts, and one for the store's reviewers (`review`). Its id
 * is the parent service's. Nothing installed here is a production install: it lives in
 * development_installations, never in installations, so no count, figure or webhook sees it.
 */
export const developmentTenants = pgTable(
  "development_tenants",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: DEVELOPMENT_TENANT_KINDS }).notNull(),
    /** Null for the review tenant. */
    appProviderId: integer("app_provider_id").references(() => appProviders.id, { onDelete: "cascade" }),
    subdomain: text("subdomain").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("development_tenants_provider_idx").on(t.appProviderId).where(sql`${t.kind} = 'development'`),
    uniqueIndex("development_tenants_review_idx").on(t.kind).where(sql`${t.kind} = 'review'`),
  ],
);

/** A draft installed in a development or review tenant: a connection through the parent service's consent page, or an add-on. */
export const developmentInstallations = pgTable(
  "development_installations",
  {
    id: serial("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => developmentTenants.id, { onDelete: "cascade" }),
    draftAppId: integer("draft_app_id")
      .notNull()
      .references(() => draftApps.id, { onDelete: "cascade" }),
    /** The OAuth client granted (connect and adapt), or null for an add-on. */
    oauthClientId: text("oauth_client_id"),
    /** The add-on added (install and labs), or null for a connection. */
    addonKey: text("addon_key"),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    /** The parent service's user who consented. */
    installedBy: text("installed_by").notNull(),
    installedAt: timestamp("installed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("development_installations_tenant_draft_idx").on(t.tenantId, t.draftAppId),
    index("development_installations_draft_idx").on(t.draftAppId),
  ],
);
