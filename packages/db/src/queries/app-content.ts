// The ONE writer of an app's content (ISSUE 10): the seed, and the approval of a change request,
// write content only through writeAppContent(), so the projection columns, the join tables, the
// release feed and the search text never disagree with `apps.content`.
import { cardTranslationsOf } from "@store/domain/listing-translations";
import type { TAppStatus } from "@store/domain/enums";
import { releaseTime, safeLink, type TAppContent, ZAppContent } from "@store/domain/schemas/app-content";
import { eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { sanitizeAppContent } from "../rich-text";
import { appCategories, appReleases, appTags, apps } from "../schema/apps";
import { categories, plans, tags } from "../schema/taxonomy";
import { refreshAppSearchText } from "./search-text";

/** The columns of `apps` that project its content (lists filter, sort and show them). */
export function appContentColumns(content: TAppContent) {
  return {
    content,
    code: content.code,
    name: content.name,
    title: content.title,
    description: content.description,
    cardTranslations: cardTranslationsOf(content),
    integrationType: content.integrationType,
    primaryActionType: content.primaryActionType,
    logoImage: safeLink(content.logoImage),
    lineupImage: safeLink(content.lineupImage),
  };
}

/** The taxonomy ids of the content that exist (a draft may name one an operator removed since). */
async function existingTaxonomy(db: TDb, content: TAppContent) {
  const [categoryRows, tagRows, planRows] = await Promise.all([
    content.categoryIds.length
      ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, content.categoryIds))
      : [],
    content.tagIds.length ? db.select({ id: tags.id }).from(tags).where(inArray(tags.id, content.tagIds)) : [],
    content.planId === null ? [] : db.select({ id: plans.id }).from(plans).where(eq(plans.id, content.planId)),
  ]);
  const known = (ids: number[], rows: { id: number }[]) => {
    const found = new Set(rows.map((row) => row.id));
    return [...new Set(ids)].filter((id) => found.has(id));
  };
  return {
    categoryIds: known(content.categoryIds, categoryRows),
    tagIds: known(content.tagIds, tagRows),
    planId: planRows[0]?.id ?? null,
  };
}

/**
 * Makes `content` the app's content: the content column (parsed, rich text sanitised), its
 * projection columns, categories, tags, the release feed's rows and the search text. Run it inside
 * the caller's transaction. Throws when there is no app `appId`.
 */
export async function writeAppContent(
  tx: TDb,
  params: { appId: number; content: TAppContent; updatedAt?: Date },
): Promise<TAppContent> {
  const content = sanitizeAppContent(ZAppContent.parse(params.content));
  const taxonomy = await existingTaxonomy(tx, content);
  const [row] = await tx
    .update(apps)
    .set({ ...appContentColumns(content), planId: taxonomy.planId, updatedAt: params.updatedAt ?? new Date() })
    .where(eq(apps.id, params.appId))
    .returning({ id: apps.id });
  if (!row) throw new Error(`writeAppContent: no app ${params.appId}`);

  await tx.delete(appCategories).where(eq(appCategories.appId, row.id));
  if (taxonomy.categoryIds.length) {
    await tx.insert(appCategories).values(taxonomy.categoryIds.map((categoryId) => ({ appId: row.id, categoryId })));
  }
  await tx.delete(appTags).where(eq(appTags.appId, row.id));
  if (taxonomy.tagIds.length) {
    await tx.insert(appTags).values(taxonomy.tagIds.map((tagId) => ({ appId: row.id, tagId })));
  }
  // The feed lists dated releases only; a release without a valid date stays in the content alone.
  const releases = content.releases.flatMap((release) => {
    const time = releaseTime(release.publishedAt);
    return time !== null
      ? [{ appId: row.id, title: release.title, url: safeLink(release.url), publishedAt: new Date(time) }]
      : [];
  });
  await tx.delete(appReleases).where(eq(appReleases.appId, row.id));
  if (releases.length) await tx.insert(appReleases).values(releases);
  await refreshAppSearchText(tx, [row.id]);
  return content;
}

/**
 * A new app of a provider from approved content (a new app's change request): the row with the
 * store's defaults for its facts and the given status, then its content through writeAppContent.
 * Run it inside the caller's transaction; a taken code fails on the unique index.
 */
export async function createApp(
  tx: TDb,
  params: { appProviderId: number; content: TAppContent; status: TAppStatus; now: Date },
): Promise<{ id: number; code: string; status: TAppStatus }> {
  const content = sanitizeAppContent(ZAppContent.parse(params.content));
  const [row] = await tx
    .insert(apps)
    .values({
      ...appContentColumns(content),
      appProviderId: params.appProviderId,
      status: params.status,
      publishedAt: params.status === "draft" ? null : params.now,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .returning({ id: apps.id, code: apps.code, status: apps.status });
  if (!row) throw new Error("app insert returned nothing");
  await writeAppContent(tx, { appId: row.id, content, updatedAt: params.now });
  return row;
}
