import type { TPriceType, TSurveyAreaKey } from "@store/domain/enums";
import type { TDb } from "../client";
import { categories, plans } from "../schema/taxonomy";

export type TSeedCategoryInput = {
  name: string;
  parentId?: number | null;
  /** Set on top-level categories only: the survey area they stand for (SPEC §3). */
  surveyArea?: TSurveyAreaKey | null;
  position?: number;
};

export async function seedCategory(db: TDb, input: TSeedCategoryInput) {
  const [category] = await db
    .insert(categories)
    .values({
      name: input.name,
      parentId: input.parentId ?? null,
      surveyArea: input.surveyArea ?? null,
      position: input.position ?? 0,
    })
    .returning();
  if (!category) throw new Error("category insert returned nothing");
  return category;
}

export async function seedPlan(db: TDb, input: { name: string; priceType: TPriceType; position?: number }) {
  const [plan] = await db
    .insert(plans)
    .values({ name: input.name, priceType: input.priceType, position: input.position ?? 0 })
    .returning();
  if (!plan) throw new Error("plan insert returned nothing");
  return plan;
}
