import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ACCOUNT_KINDS, accountColumns, accountEmailIndex } from "./account-base";

/** Store operators (DOMAIN.md): review change requests and edit editorial content. */
export const operators = pgTable("operators", { ...accountColumns(), name: text("name").notNull() }, (t) => [
  accountEmailIndex("operators", t.email),
]);

/** Server-side sessions of provider users and operators; only the token's hash is stored. */
export const accountSessions = pgTable(
  "account_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    accountKind: text("account_kind", { enum: ACCOUNT_KINDS }).notNull(),
    accountId: integer("account_id").notNull(),
    /** The absolute end; the idle end is lastSeenAt plus ACCOUNT_SESSION_IDLE_SECONDS. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
    ipAddress: text("ip_address"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_sessions_token_idx").on(t.tokenHash),
    index("account_sessions_account_idx").on(t.accountKind, t.accountId),
  ],
);

/** Invitation and password-reset tokens, hashed and expiring. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["invitation", "password_reset"] }).notNull(),
    accountKind: text("account_kind", { enum: ACCOUNT_KINDS }).notNull(),
    accountId: integer("account_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_token_idx").on(t.tokenHash),
    index("account_tokens_account_idx").on(t.accountKind, t.accountId, t.purpose),
  ],
);
