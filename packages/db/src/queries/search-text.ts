import type { TLocalizedNames } from "@store/domain/localized-names";
import { eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { appCategories, appTags, apps } from "../schema/apps";
import { appProviders } from "../schema/providers";
import { categories, tags } from "../schema/taxonomy";
import { buildSearchDocuments } from "../search/search-document";

/**
 * Rebuilds the search text and grams of the given apps from their name, title, description,
 * provider name, tags and categories, these in every locale an operator named them in
 * (search/search-document.ts). Call after any of those change.
 */
export async function refreshAppSearchText(db: TDb, appIds: number[]): Promise<void> {
  if (appIds.length === 0) return;
  const rows = await db
    .select({
      id: apps.id,
      name: apps.name,
      title: apps.title,
      description: apps.description,
      cardTranslations: apps.cardTranslations,
      providerName: appProviders.name,
    })
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(inArray(apps.id, appIds));
  const [tagRows, categoryRows] = await Promise.all([
    db
      .select({ appId: appTags.appId, name: tags.name, names: tags.names })
      .from(appTags)
      .innerJoin(tags, eq(tags.id, appTags.tagId))
      .where(inArray(appTags.appId, appIds)),
    db
      .select({ appId: appCategories.appId, name: categories.name, names: categories.names })
      .from(appCategories)
      .innerJoin(categories, eq(categories.id, appCategories.categoryId))
      .where(inArray(appCategories.appId, appIds)),
  ]);
  const namesOf = (list: { appId: number; name: string; names: TLocalizedNames }[], appId: number) => [
    ...new Set(list.filter((row) => row.appId === appId).flatMap((row) => [row.name, ...Object.values(row.names)])),
  ];
  const documents = await buildSearchDocuments(
    rows.map((row) => ({
      ...row,
      tags: namesOf(tagRows, row.id),
      categories: namesOf(categoryRows, row.id),
      translations: Object.values(row.cardTranslations).filter((translation) => translation !== undefined),
    })),
  );
  for (const [i, row] of rows.entries()) {
    const document = documents[i];
    if (document) await db.update(apps).set(document).where(eq(apps.id, row.id));
  }
}
