import { TENANT_ACCESS_STATES } from "@store/domain/tenant-access";
import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A tenant of the signed-in user, as the parent service last described it. */
export type TSessionTenantRow = { id: string; subdomain: string; name: string; admin: boolean; active: boolean };

/**
 * One signed-in tenant user's session (the id travels inside the sealed session cookie): who the
 * caller is for pages and the API alike, as the parent service last confirmed it, so that every
 * web process gives the same answer and a logout at the parent service ends it everywhere.
 */
export const tenantSessions = pgTable(
  "tenant_sessions",
  {
    id: text("id").primaryKey(),
    suiteUserId: text("suite_user_id").notNull(),
    /** The parent service's session (`sid` of the ID token), named by its back-channel logout. */
    suiteSid: text("suite_sid"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    tenants: jsonb("tenants").$type<TSessionTenantRow[]>().notNull(),
    currentTenantId: text("current_tenant_id"),
    admin: boolean("admin").notNull(),
    access: text("access", { enum: TENANT_ACCESS_STATES }).notNull(),
    /** The subdomain an inactive-subdomain answer named. */
    accessSubdomain: text("access_subdomain"),
    validatedAt: timestamp("validated_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [
    index("tenant_sessions_user_idx").on(t.suiteUserId),
    index("tenant_sessions_sid_idx").on(t.suiteSid),
    index("tenant_sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Secrets the store makes for itself when none is configured (outside production), shared by
 * every web process on the database: created once, never replaced.
 */
export const storeSecrets = pgTable("store_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
