import "server-only";
import type { TDb } from "@store/db/client";
import { findCategoryTree } from "@store/db/queries/categories";
import { listPlans, listTags } from "@store/db/queries/taxonomy";
import type { TContentChoices } from "../content-choices";

/** What the draft editor's header offers: the store's categories (as a tree), plans and tags. */
export async function getContentChoices(db: TDb): Promise<TContentChoices> {
  const [categories, plans, tags] = await Promise.all([findCategoryTree(db), listPlans(db), listTags(db)]);
  return { categories, plans, tags };
}
