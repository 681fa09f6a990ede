import type { TOauthClientState } from "@store/domain/integration";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accountColumns, accountEmailIndex } from "./account-base";

export const appProviders = pgTable("app_providers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  address: text("address").notNull().default(""),
  url: text("url"),
  email: text("email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const appProviderAwards = pgTable("app_provider_awards", {
  id: serial("id").primaryKey(),
  appProviderId: integer("app_provider_id")
    .notNull()
    .references(() => appProviders.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  position: integer("position").notNull().default(0),
});

/**
 * A provider's OAuth client in the parent service: apps sharing one share an account (DOMAIN.md).
 * Clients the provider registers from the developer area (issue 27, RFC 7591) keep their
 * registration's address and access token (encrypted; it manages the client, RFC 7592), never the
 * client secret, which is shown once. The demo seed's clients have no registration.
 */
export const oauthClients = pgTable(
  "oauth_clients",
  {
    id: serial("id").primaryKey(),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    redirectUris: jsonb("redirect_uris").$type<string[]>().notNull().default([]),
    /** The scopes the client is registered for: every scope its apps and drafts ask. */
    registeredScopes: jsonb("registered_scopes").$type<string[]>().notNull().default([]),
    registrationClientUri: text("registration_client_uri"),
    /** AES-GCM sealed with the store's key (server code); null for the seed's clients. */
    registrationAccessToken: text("registration_access_token"),
    /** As the parent service last answered; null for a client without a registration. */
    suiteState: text("suite_state").$type<TOauthClientState>(),
    stateCheckedAt: timestamp("state_checked_at", { withTimezone: true }),
    secretIssuedAt: timestamp("secret_issued_at", { withTimezone: true }),
    /** After a rotation the old secret works until then. */
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("oauth_clients_client_id_idx").on(t.clientId)],
);

/**
 * A provider's add-on registered at the parent service (issue 27): what an install or labs app adds
 * to a tenant's suite, under the key the parent service gave it (`content.integration.addonKey`),
 * with its address and the scopes it may be granted. Like an OAuth client's, the registration's
 * address and access token (encrypted) manage it; add-ons the store knew before registrations (the
 * demo seed's) have none and are the parent service's business alone.
 */
export const addonRegistrations = pgTable(
  "addon_registrations",
  {
    id: serial("id").primaryKey(),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    addonKey: text("addon_key").notNull(),
    name: text("name").notNull(),
    addonUrl: text("addon_url").notNull(),
    registeredScopes: jsonb("registered_scopes").$type<string[]>().notNull().default([]),
    registrationUri: text("registration_uri"),
    /** AES-GCM sealed with the store's key (server code); null for add-ons without a registration. */
    registrationAccessToken: text("registration_access_token"),
    suiteState: text("suite_state").$type<TOauthClientState>(),
    stateCheckedAt: timestamp("state_checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("addon_registrations_addon_key_idx").on(t.addonKey),
    index("addon_registrations_provider_idx").on(t.appProviderId),
  ],
);

export const providerUsers = pgTable(
  "provider_users",
  {
    ...accountColumns(),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("email"),
    uid: text("uid").notNull(),
    allowPasswordChange: boolean("allow_password_change").notNull().default(true),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
  },
  (t) => [accountEmailIndex("provider_users", t.email)],
);
