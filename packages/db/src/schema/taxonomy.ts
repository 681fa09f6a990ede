import { type AnyPgColumn, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Categories form a tree; top-level ones map to the survey areas of SPEC §3. */
export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  surveyArea: text("survey_area"),
  position: integer("position").notNull().default(0),
});

export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  priceType: text("price_type", { enum: ["free", "paid"] }).notNull(),
  position: integer("position").notNull().default(0),
});

export const tags = pgTable("tags", { id: serial("id").primaryKey(), name: text("name").notNull() }, (t) => [
  uniqueIndex("tags_name_idx").on(t.name),
]);
