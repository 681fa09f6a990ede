import type { TAppStatus } from "@store/domain/enums";
import type { TOperatorAppListQuery } from "@store/domain/schemas/operator-app";
import { foldSearchText } from "@store/domain/search-text";
import { and, asc, desc, eq, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";
import { appProviders } from "../schema/providers";
import { escapeLike, foldedColumn } from "./app-search";

// The operator console's view of apps (issue 11): every app of every provider, whatever its
// status. Operators act for the store, so no provider narrows these queries.

export const OPERATOR_APPS_PAGE_SIZE = 50;

/** One page of apps, newest first, searched by name or code and filtered by status and provider. */
export async function listOperatorApps(db: TDb, query: TOperatorAppListQuery) {
  const where: SQL[] = [];
  const folded = query.q ? foldSearchText(query.q) : "";
  if (folded) {
    // By the folded name, its reading (search_text's second line) or the code: ｺﾓﾚﾋﾞ, コモレビ and
    // こもれび all find こもれび経費, and きんたい finds ときわ勤怠.
    const pattern = `%${escapeLike(folded)}%`;
    const matches = or(
      sql`${foldedColumn(apps.name)} like ${pattern} escape '\\'`,
      sql`split_part(${apps.searchText}, chr(10), 2) like ${pattern} escape '\\'`,
      ilike(apps.code, pattern),
    );
    if (matches) where.push(matches);
  }
  if (query.status) where.push(eq(apps.status, query.status));
  if (query.provider) where.push(eq(apps.appProviderId, query.provider));
  if (query.before) where.push(lt(apps.id, query.before));
  const rows = await db
    .select({
      id: apps.id,
      code: apps.code,
      name: apps.name,
      status: apps.status,
      appProviderId: apps.appProviderId,
      providerName: appProviders.name,
      updatedAt: apps.updatedAt,
    })
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(and(...where))
    .orderBy(desc(apps.id))
    .limit(OPERATOR_APPS_PAGE_SIZE + 1);
  return { apps: rows.slice(0, OPERATOR_APPS_PAGE_SIZE), hasMore: rows.length > OPERATOR_APPS_PAGE_SIZE };
}

/** Every provider by name, for the list's provider filter. */
export function listAppProviderNames(db: TDb) {
  return db
    .select({ id: appProviders.id, name: appProviders.name })
    .from(appProviders)
    .orderBy(asc(appProviders.name), asc(appProviders.id));
}

/** One app's facts as the console shows them, with its provider's name, or undefined. */
export async function findOperatorApp(db: TDb, params: { appId: number }) {
  const [row] = await db
    .select({
      id: apps.id,
      code: apps.code,
      name: apps.name,
      integrationType: apps.integrationType,
      status: apps.status,
      appProviderId: apps.appProviderId,
      providerName: appProviders.name,
      publishedAt: apps.publishedAt,
      createdAt: apps.createdAt,
      updatedAt: apps.updatedAt,
    })
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(eq(apps.id, params.appId));
  return row;
}

/** The app's open (unmerged) draft, the change request a provider works on or submitted; at most one. */
export async function findOpenDraftOfAnyApp(db: TDb, params: { appId: number }) {
  const [row] = await db
    .select({ id: draftApps.id, changeRequestStatus: draftApps.changeRequestStatus, updatedAt: draftApps.updatedAt })
    .from(draftApps)
    .where(and(eq(draftApps.appId, params.appId), eq(draftApps.merged, false)));
  return row;
}

/** The app's status, locked until the transaction ends: status changes of one app run one after another. */
export async function lockAppStatus(db: TDb, params: { appId: number }) {
  const [row] = await db
    .select({
      id: apps.id,
      code: apps.code,
      status: apps.status,
      appProviderId: apps.appProviderId,
      publishedAt: apps.publishedAt,
      updatedAt: apps.updatedAt,
    })
    .from(apps)
    .where(eq(apps.id, params.appId))
    .for("update");
  return row;
}

/** Sets an app's status; `publishedAt` only when given (the first time it is published). */
export async function updateAppStatus(
  db: TDb,
  params: { appId: number; status: TAppStatus; publishedAt?: Date; updatedAt: Date },
) {
  const [row] = await db
    .update(apps)
    .set({
      status: params.status,
      updatedAt: params.updatedAt,
      ...(params.publishedAt ? { publishedAt: params.publishedAt } : {}),
    })
    .where(eq(apps.id, params.appId))
    .returning({
      id: apps.id,
      code: apps.code,
      status: apps.status,
      publishedAt: apps.publishedAt,
      updatedAt: apps.updatedAt,
    });
  if (!row) throw new Error(`app ${params.appId} vanished while locked`);
  return row;
}

/** What an app's status mail names: the app and its provider. */
export async function findAppForStatusMail(db: TDb, params: { appId: number }) {
  const [row] = await db
    .select({ id: apps.id, name: apps.name, appProviderId: apps.appProviderId, providerName: appProviders.name })
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(eq(apps.id, params.appId));
  return row;
}
