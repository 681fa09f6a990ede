import type { TPriceType, TSurveyAreaKey } from "@store/domain/enums";
import type { TLocalizedNames } from "@store/domain/localized-names";
import { eq } from "drizzle-orm";
import type { TDb } from "../client";
import { categories, newsCategories, plans, tags } from "../schema/taxonomy";

export type TSeedCategoryInput = {
  name: string;
  parentId?: number | null;
  /** Set on top-level categories only: the survey area they stand for (SPEC §3). */
  surveyArea?: TSurveyAreaKey | null;
  position?: number;
  names?: TLocalizedNames;
};

export async function seedCategory(db: TDb, input: TSeedCategoryInput) {
  const [category] = await db
    .insert(categories)
    .values({
      name: input.name,
      parentId: input.parentId ?? null,
      surveyArea: input.surveyArea ?? null,
      position: input.position ?? 0,
      names: input.names ?? {},
    })
    .returning();
  if (!category) throw new Error("category insert returned nothing");
  return category;
}

export async function seedPlan(
  db: TDb,
  input: { name: string; priceType: TPriceType; position?: number; names?: TLocalizedNames },
) {
  const [plan] = await db
    .insert(plans)
    .values({ name: input.name, priceType: input.priceType, position: input.position ?? 0, names: input.names ?? {} })
    .returning();
  if (!plan) throw new Error("plan insert returned nothing");
  return plan;
}

/** Gives tags, by their Japanese name, their names in the other locales. */
export async function seedTagNames(
  db: TDb,
  namesByTag: Readonly<Record<string, TLocalizedNames>>,
  tagNames: readonly string[],
) {
  for (const name of tagNames) {
    const names = namesByTag[name];
    if (names) await db.update(tags).set({ names }).where(eq(tags.name, name));
  }
}

/** The news categories operators translate, in this order. */
export async function seedNewsCategories(db: TDb, entries: readonly { name: string; names: TLocalizedNames }[]) {
  if (entries.length === 0) return;
  await db
    .insert(newsCategories)
    .values(entries.map((entry, position) => ({ ...entry, position })))
    .onConflictDoNothing();
}
