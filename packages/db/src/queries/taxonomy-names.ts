import type { TLocalizedNames } from "@store/domain/localized-names";
import type { TTaxonomyNameRows } from "@store/domain/taxonomy-names";
import { asc, eq, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { appCategories, appTags } from "../schema/apps";
import { news } from "../schema/editorial";
import { categories, newsCategories, plans, tags } from "../schema/taxonomy";

/** Every translated name of the taxonomy (a few hundred rows; rows without translations are left out). */
export async function findTaxonomyNames(db: TDb): Promise<TTaxonomyNameRows> {
  const [categoryRows, planRows, tagRows, newsRows] = await Promise.all([
    db.select({ id: categories.id, names: categories.names }).from(categories),
    db.select({ id: plans.id, names: plans.names }).from(plans),
    db.select({ id: tags.id, names: tags.names }).from(tags),
    db.select({ name: newsCategories.name, names: newsCategories.names }).from(newsCategories),
  ]);
  const byId = (rows: { id: number; names: TLocalizedNames }[]) =>
    new Map(rows.filter((row) => Object.keys(row.names).length > 0).map((row) => [row.id, row.names]));
  return {
    categories: byId(categoryRows),
    plans: byId(planRows),
    tags: byId(tagRows),
    newsCategories: new Map(newsRows.map((row) => [row.name, row.names])),
  };
}

/** The news categories operators have named, in their order. */
export async function listNewsCategories(db: TDb) {
  return db
    .select({ name: newsCategories.name, names: newsCategories.names })
    .from(newsCategories)
    .orderBy(asc(newsCategories.position), asc(newsCategories.name));
}

/** Every category (in the operator's order, parents before children), plan, tag and news category with its names. */
export async function findTaxonomyEntries(db: TDb) {
  const [categoryRows, planRows, tagRows, newsRows, usedNewsCategories] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name, names: categories.names })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: plans.id, name: plans.name, names: plans.names })
      .from(plans)
      .orderBy(asc(plans.position), asc(plans.id)),
    db.select({ id: tags.id, name: tags.name, names: tags.names }).from(tags).orderBy(asc(tags.name), asc(tags.id)),
    listNewsCategories(db),
    selectRows<{ name: string }>(
      db,
      sql`select distinct jsonb_array_elements_text(${news.categories}) as name from ${news} order by 1`,
    ),
  ]);
  const named = new Set(newsRows.map((row) => row.name));
  return {
    categories: categoryRows,
    plans: planRows,
    tags: tagRows,
    // A category written on a news item that nobody translated yet is listed after the named ones.
    newsCategories: [
      ...newsRows,
      ...usedNewsCategories.filter((row) => !named.has(row.name)).map((row) => ({ name: row.name, names: {} })),
    ],
  };
}

type TIdTable = typeof categories | typeof plans | typeof tags;

/**
 * Sets one entry's names; null when the key names nothing of its kind. A news category may be one
 * a news item carries without a row yet: the row is made. The entry's Japanese name and the names
 * it had come back, for the audit log.
 */
export async function updateTaxonomyNames(
  db: TDb,
  entry: { kind: "categories" | "plans" | "tags"; id: number } | { kind: "news_categories"; name: string },
  names: TLocalizedNames,
): Promise<{ name: string; before: TLocalizedNames } | null> {
  if (entry.kind === "news_categories") {
    const [row] = await db
      .select({ names: newsCategories.names })
      .from(newsCategories)
      .where(eq(newsCategories.name, entry.name));
    if (!row) {
      const [used] = await selectRows<{ found: number }>(
        db,
        sql`select 1 as found from ${news} where ${news.categories} @> ${JSON.stringify([entry.name])}::jsonb limit 1`,
      );
      if (!used) return null;
    }
    await db
      .insert(newsCategories)
      .values({ name: entry.name, names, position: 1000 })
      .onConflictDoUpdate({ target: newsCategories.name, set: { names } });
    return { name: entry.name, before: row?.names ?? {} };
  }
  const table: TIdTable = { categories, plans, tags }[entry.kind];
  const [before] = await db.select({ name: table.name, names: table.names }).from(table).where(eq(table.id, entry.id));
  if (!before) return null;
  await db.update(table).set({ names }).where(eq(table.id, entry.id));
  return { name: before.name, before: before.names };
}

/** The apps whose search text holds a category's or tag's names. */
export async function findAppIdsWithTaxonomy(db: TDb, entry: { kind: "categories" | "tags"; id: number }) {
  const rows =
    entry.kind === "categories"
      ? await db
          .select({ appId: appCategories.appId })
          .from(appCategories)
          .where(eq(appCategories.categoryId, entry.id))
      : await db.select({ appId: appTags.appId }).from(appTags).where(eq(appTags.tagId, entry.id));
  return rows.map((row) => row.appId);
}
