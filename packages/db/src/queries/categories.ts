import { asc } from "drizzle-orm";
import type { TDb } from "../client";
import { categories } from "../schema/taxonomy";

/** The top-level categories with their children, in the operator's order. */
export async function findCategoryTree(db: TDb) {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, position: categories.position })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      id: top.id,
      name: top.name,
      children: rows.filter((row) => row.parentId === top.id).map(({ id, name }) => ({ id, name })),
    }));
}
