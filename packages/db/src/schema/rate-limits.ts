import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Abuse-limit counters shared by every web process: per bucket (what is limited) and key (a
 * hash of who: an address or e-mail address, never stored in clear), the hits of the current
 * fixed window and of the one before it (domain/rate-limit.ts). Rows past `expiresAt` weigh
 * nothing and are deleted.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    keyHash: text("key_hash").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
    previousHits: integer("previous_hits").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.keyHash] })],
);
