import type { TLocalizedNames } from "@store/domain/localized-names";
import { type AnyPgColumn, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** The name in the other locales, by locale (`name` is the Japanese one, the fallback). */
const localizedNames = () => jsonb("names").$type<TLocalizedNames>().notNull().default({});

/** Categories form a tree; top-level ones map to the survey areas of SPEC §3. */
export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  names: localizedNames(),
  surveyArea: text("survey_area"),
  position: integer("position").notNull().default(0),
});

export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  names: localizedNames(),
  priceType: text("price_type", { enum: ["free", "paid"] }).notNull(),
  position: integer("position").notNull().default(0),
});

export const tags = pgTable(
  "tags",
  { id: serial("id").primaryKey(), name: text("name").notNull(), names: localizedNames() },
  (t) => [uniqueIndex("tags_name_idx").on(t.name)],
);

/**
 * The news categories' translations, by the Japanese name a news item carries (`news.categories`);
 * a category no row names reads in Japanese everywhere.
 */
export const newsCategories = pgTable("news_categories", {
  name: text("name").primaryKey(),
  names: localizedNames(),
  position: integer("position").notNull().default(0),
});
