import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/** A provider's OAuth client in the parent service: apps sharing one share an account (DOMAIN.md). */
export const oauthClients = pgTable(
  "oauth_clients",
  {
    id: serial("id").primaryKey(),
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("oauth_clients_client_id_idx").on(t.clientId)],
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
