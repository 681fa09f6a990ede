import type { TPriceType } from "@store/domain/enums";
import { asc } from "drizzle-orm";
import type { TDb } from "../client";
import { plans, tags } from "../schema/taxonomy";

/** The plans an app may name, in the operator's order. */
export async function listPlans(db: TDb) {
  return db.select({ id: plans.id, name: plans.name }).from(plans).orderBy(asc(plans.position), asc(plans.id));
}

/** Every plan's price type by id: the pre-checks compare it with an app's price texts. */
export async function listPlanPriceTypes(db: TDb): Promise<Map<number, TPriceType>> {
  const rows = await db.select({ id: plans.id, priceType: plans.priceType }).from(plans);
  return new Map(rows.map((row) => [row.id, row.priceType]));
}

/** The tags an app may carry, by name. */
export async function listTags(db: TDb) {
  return db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.name), asc(tags.id));
}
