import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Data steps that SQL migrations cannot do (they need the store's code, e.g. the rich-text
 * policy), each applied once per database: data-migrations.ts records them here.
 */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
