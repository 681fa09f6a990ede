import { LISTED_APP_STATUSES } from "@store/domain/enums";
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { specialApps, specials } from "../schema/editorial";
import { appProviders } from "../schema/providers";

/** The columns of an app card on editorial pages (name, logo, provider, description, link by code). */
export const editorialAppColumns = {
  id: apps.id,
  code: apps.code,
  name: apps.name,
  description: apps.description,
  logoImage: apps.logoImage,
  status: apps.status,
  providerName: appProviders.name,
  /** The provider's translated card fields (issue 31), applied per viewer by the editorial reads. */
  cardTranslations: apps.cardTranslations,
};

function isPublished(now: Date) {
  return and(isNotNull(specials.publishedAt), lte(specials.publishedAt, now));
}

/** Published specials (publishedAt ≤ now) in the operator's order, each with its number of listed apps. */
export async function findPublishedSpecials(db: TDb, params: { now: Date }) {
  const listedApps = db
    .select({ specialId: specialApps.specialId, count: sql<number>`count(*)::int`.as("app_count") })
    .from(specialApps)
    .innerJoin(apps, eq(apps.id, specialApps.appId))
    .where(inArray(apps.status, [...LISTED_APP_STATUSES]))
    .groupBy(specialApps.specialId)
    .as("listed_apps");
  return db
    .select({
      id: specials.id,
      title: specials.title,
      description: specials.description,
      heroImageUrl: specials.heroImageUrl,
      publishedAt: specials.publishedAt,
      translations: specials.translations,
      appCount: sql<number>`coalesce(${listedApps.count}, 0)::int`,
    })
    .from(specials)
    .leftJoin(listedApps, eq(listedApps.specialId, specials.id))
    .where(isPublished(params.now))
    .orderBy(asc(specials.position), desc(specials.publishedAt), desc(specials.id));
}

/** One special, if it is published at `now`. */
export async function findPublishedSpecial(db: TDb, params: { id: number; now: Date }) {
  const [row] = await db
    .select({
      id: specials.id,
      title: specials.title,
      description: specials.description,
      body: specials.body,
      heroImageUrl: specials.heroImageUrl,
      publishedAt: specials.publishedAt,
      translations: specials.translations,
    })
    .from(specials)
    .where(and(eq(specials.id, params.id), isPublished(params.now)))
    .limit(1);
  return row;
}

/** The listed apps (upcoming or published) of one special, in the editor's order. */
export async function findSpecialApps(db: TDb, params: { specialId: number }) {
  return db
    .select(editorialAppColumns)
    .from(specialApps)
    .innerJoin(apps, eq(apps.id, specialApps.appId))
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(and(eq(specialApps.specialId, params.specialId), inArray(apps.status, [...LISTED_APP_STATUSES])))
    .orderBy(asc(specialApps.position), asc(apps.id));
}
