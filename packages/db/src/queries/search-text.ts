import { foldSearchText } from "@store/domain/search-text";
import { eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { appTags, apps } from "../schema/apps";
import { appProviders } from "../schema/providers";
import { tags } from "../schema/taxonomy";

/**
 * Rebuilds the folded search text of the given apps from their name, title, description,
 * provider name and tags. Call after any of those change.
 */
export async function refreshAppSearchText(db: TDb, appIds: number[]): Promise<void> {
  if (appIds.length === 0) return;
  const rows = await db
    .select({
      id: apps.id,
      name: apps.name,
      title: apps.title,
      description: apps.description,
      providerName: appProviders.name,
    })
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(inArray(apps.id, appIds));
  const tagRows = await db
    .select({ appId: appTags.appId, name: tags.name })
    .from(appTags)
    .innerJoin(tags, eq(tags.id, appTags.tagId))
    .where(inArray(appTags.appId, appIds));
  for (const row of rows) {
    const tagNames = tagRows.filter((t) => t.appId === row.id).map((t) => t.name);
    // Fields are separated by a newline so a query never matches across two of them.
    const text = [row.name, row.title, row.description, row.providerName, ...tagNames].map(foldSearchText).join("\n");
    await db.update(apps).set({ searchText: text }).where(eq(apps.id, row.id));
  }
}
