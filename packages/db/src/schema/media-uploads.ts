import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { appProviders } from "./providers";

/**
 * The images a provider uploaded (issue 25): what counts against the provider's quota, and what
 * the cleanup removes once no draft or app uses it past the grace period. `name` is the stored
 * fallback's name (`<hash>.png` or `<hash>.jpg`); its WebP twin is `name` + `.webp`. The same
 * bytes uploaded by two providers are one file and a row for each.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    appProviderId: integer("app_provider_id")
      .notNull()
      .references(() => appProviders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Both variants' bytes as stored. */
    bytes: integer("bytes").notNull(),
    /** The latest upload of these bytes by this provider: the grace period runs from it. */
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appProviderId, t.name] }), index("media_uploads_uploaded_at_idx").on(t.uploadedAt)],
);
