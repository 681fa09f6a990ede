import { foldSearchText } from "@store/domain/search-text";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { appNameOrder, foldedColumn } from "./app-search";
import { apps } from "../schema/apps";
import { appProviderAwards, appProviders, providerUsers } from "../schema/providers";

/** SPEC §3 App provider: one provider's profile with its awards in their order, or undefined. */
export async function findAppProviderProfile(db: TDb, params: { appProviderId: number }) {
  const [provider] = await db
    .select({
      id: appProviders.id,
      name: appProviders.name,
      description: appProviders.description,
      address: appProviders.address,
      url: appProviders.url,
      email: appProviders.email,
      updatedAt: appProviders.updatedAt,
    })
    .from(appProviders)
    .where(eq(appProviders.id, params.appProviderId))
    .limit(1);
  if (!provider) return undefined;
  const awards = await db
    .select({ id: appProviderAwards.id, title: appProviderAwards.title, description: appProviderAwards.description })
    .from(appProviderAwards)
    .where(eq(appProviderAwards.appProviderId, params.appProviderId))
    .orderBy(asc(appProviderAwards.position), asc(appProviderAwards.id));
  return { ...provider, awards };
}

/**
 * The provider's row locked until the transaction ends, so two saves of one profile run one after
 * the other and the second sees the first's updatedAt.
 */
export async function lockAppProvider(db: TDb, params: { appProviderId: number }) {
  const [row] = await db
    .select({ id: appProviders.id, updatedAt: appProviders.updatedAt })
    .from(appProviders)
    .where(eq(appProviders.id, params.appProviderId))
    .for("update");
  return row;
}

export async function updateAppProvider(
  db: TDb,
  params: {
    appProviderId: number;
    values: { name: string; description: string; address: string; url: string | null; email: string };
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .update(appProviders)
    .set({ ...params.values, updatedAt: params.updatedAt })
    .where(eq(appProviders.id, params.appProviderId));
}

/** The ids of one provider's awards, in their order. */
export async function listAppProviderAwardIds(db: TDb, params: { appProviderId: number }): Promise<number[]> {
  const rows = await db
    .select({ id: appProviderAwards.id })
    .from(appProviderAwards)
    .where(eq(appProviderAwards.appProviderId, params.appProviderId))
    .orderBy(asc(appProviderAwards.position), asc(appProviderAwards.id));
  return rows.map((row) => row.id);
}

/** Deletes these awards of this provider; another provider's ids match nothing. */
export async function deleteAppProviderAwards(db: TDb, params: { appProviderId: number; ids: number[] }) {
  if (params.ids.length === 0) return;
  await db
    .delete(appProviderAwards)
    .where(and(eq(appProviderAwards.appProviderId, params.appProviderId), inArray(appProviderAwards.id, params.ids)));
}

/** Changes one award of this provider (text and place in the list). */
export async function updateAppProviderAward(
  db: TDb,
  params: { appProviderId: number; id: number; title?: string; description?: string; position: number },
): Promise<void> {
  const { appProviderId, id, ...values } = params;
  await db
    .update(appProviderAwards)
    .set(values)
    .where(and(eq(appProviderAwards.appProviderId, appProviderId), eq(appProviderAwards.id, id)));
}

export async function insertAppProviderAward(
  db: TDb,
  params: { appProviderId: number; title: string; description: string; position: number },
): Promise<void> {
  await db.insert(appProviderAwards).values(params);
}

/** How many providers the store has, and how many provider users. */
export async function countAppProviders(db: TDb): Promise<{ providers: number; providerUsers: number }> {
  const [[providers], [users]] = await Promise.all([
    db.select({ value: count() }).from(appProviders),
    db.select({ value: count() }).from(providerUsers),
  ]);
  return { providers: Number(providers?.value ?? 0), providerUsers: Number(users?.value ?? 0) };
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The operator console's list of providers, by name, with how many users and apps each has. */
export async function listAppProvidersForOperator(db: TDb, params: { nameContains?: string; limit: number }) {
  const users = db
    .select({ appProviderId: providerUsers.appProviderId, value: count().as("user_count") })
    .from(providerUsers)
    .groupBy(providerUsers.appProviderId)
    .as("user_counts");
  const appCounts = db
    .select({ appProviderId: apps.appProviderId, value: count().as("app_count") })
    .from(apps)
    .groupBy(apps.appProviderId)
    .as("app_counts");
  const rows = await db
    .select({
      id: appProviders.id,
      name: appProviders.name,
      email: appProviders.email,
      userCount: sql<number>`coalesce(${users.value}, 0)`.mapWith(Number),
      appCount: sql<number>`coalesce(${appCounts.value}, 0)`.mapWith(Number),
    })
    .from(appProviders)
    .leftJoin(users, eq(users.appProviderId, appProviders.id))
    .leftJoin(appCounts, eq(appCounts.appProviderId, appProviders.id))
    .where(
      params.nameContains
        ? sql`${foldedColumn(appProviders.name)} like ${containsPattern(foldSearchText(params.nameContains))} escape '\\'`
        : undefined,
    )
    .orderBy(asc(appProviders.name), asc(appProviders.id))
    .limit(params.limit + 1);
  return { providers: rows.slice(0, params.limit), hasMore: rows.length > params.limit };
}

export async function insertAppProvider(
  db: TDb,
  values: { name: string; email: string; url: string | null; description: string },
): Promise<number> {
  const [row] = await db.insert(appProviders).values(values).returning({ id: appProviders.id });
  if (!row) throw new Error("app provider insert returned nothing");
  return row.id;
}

/** One provider's apps as the console lists them (every status), by name. */
export async function listAppsOfProvider(db: TDb, params: { appProviderId: number }) {
  return db
    .select({ id: apps.id, name: apps.name, code: apps.code, status: apps.status })
    .from(apps)
    .where(eq(apps.appProviderId, params.appProviderId))
    .orderBy(appNameOrder, asc(apps.id));
}
