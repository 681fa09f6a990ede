import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";

/** Which rows of a list one page shows. */
export type TPageWindow = { limit: number; offset: number };

/**
 * SPEC §3 Own-app list of one provider: its apps, each with the change request status of its open
 * draft (DOMAIN.md: an app has at most one unmerged draft), and its unmerged drafts, those of new
 * apps included. Most recently changed first; one page of each, with how many there are.
 */
export async function listOwnApps(db: TDb, params: { appProviderId: number; apps: TPageWindow; drafts: TPageWindow }) {
  // Each app's latest draft: its open one, else the last merged one, so an app whose change was
  // approved says so until the provider opens the next draft.
  const latestDrafts = db
    .selectDistinctOn([draftApps.appId], {
      appId: draftApps.appId,
      id: draftApps.id,
      merged: draftApps.merged,
      changeRequestStatus: draftApps.changeRequestStatus,
    })
    .from(draftApps)
    .where(and(eq(draftApps.appProviderId, params.appProviderId), isNotNull(draftApps.appId)))
    .orderBy(asc(draftApps.appId), asc(draftApps.merged), desc(draftApps.updatedAt), desc(draftApps.id))
    .as("latest_drafts");

  const ownApps = eq(apps.appProviderId, params.appProviderId);
  const openDrafts = and(eq(draftApps.appProviderId, params.appProviderId), eq(draftApps.merged, false));
  const [appRows, draftRows, [appCount], [draftCount]] = await Promise.all([
    db
      .select({
        id: apps.id,
        name: apps.name,
        code: apps.code,
        status: apps.status,
        updatedAt: apps.updatedAt,
        changeRequestStatus: latestDrafts.changeRequestStatus,
        openDraftId: sql<number | null>`case when ${latestDrafts.merged} then null else ${latestDrafts.id} end`,
      })
      .from(apps)
      .leftJoin(latestDrafts, eq(latestDrafts.appId, apps.id))
      .where(ownApps)
      .orderBy(desc(apps.updatedAt), asc(apps.id))
      .limit(params.apps.limit)
      .offset(params.apps.offset),
    db
      .select({
        id: draftApps.id,
        name: draftApps.name,
        code: draftApps.code,
        updatedAt: draftApps.updatedAt,
        appId: draftApps.appId,
        changeRequestStatus: draftApps.changeRequestStatus,
        reviewComment: draftApps.reviewComment,
      })
      .from(draftApps)
      .where(openDrafts)
      .orderBy(desc(draftApps.updatedAt), desc(draftApps.id))
      .limit(params.drafts.limit)
      .offset(params.drafts.offset),
    db.select({ count: count() }).from(apps).where(ownApps),
    db.select({ count: count() }).from(draftApps).where(openDrafts),
  ]);
  return {
    apps: appRows,
    draftApps: draftRows,
    appCount: appCount?.count ?? 0,
    draftAppCount: draftCount?.count ?? 0,
  };
}

// An own app with its stored content (the developer API's TOwnApp).
const OWN_APP_COLUMNS = {
  id: apps.id,
  code: apps.code,
  status: apps.status,
  content: apps.content,
  updatedAt: apps.updatedAt,
};

/** The provider's apps with their content and open draft, most recently changed first. */
export async function listOwnAppContents(db: TDb, params: { appProviderId: number }) {
  return db
    .select({ ...OWN_APP_COLUMNS, openDraftId: draftApps.id })
    .from(apps)
    .leftJoin(draftApps, and(eq(draftApps.appId, apps.id), eq(draftApps.merged, false)))
    .where(eq(apps.appProviderId, params.appProviderId))
    .orderBy(desc(apps.updatedAt), asc(apps.id));
}

/** One of the provider's apps with its content and open draft. */
export async function findOwnApp(db: TDb, params: { appProviderId: number; appId: number }) {
  const [row] = await db
    .select({ ...OWN_APP_COLUMNS, openDraftId: draftApps.id })
    .from(apps)
    .leftJoin(draftApps, and(eq(draftApps.appId, apps.id), eq(draftApps.merged, false)))
    .where(and(eq(apps.id, params.appId), eq(apps.appProviderId, params.appProviderId)));
  return row;
}

/**
 * One of the provider's apps, locked until the transaction ends: opening its draft runs one at a
 * time, so two saves cannot both open one (the unique index would refuse the second with a 500).
 */
export async function lockOwnApp(db: TDb, params: { appProviderId: number; appId: number }) {
  const [row] = await db
    .select(OWN_APP_COLUMNS)
    .from(apps)
    .where(and(eq(apps.id, params.appId), eq(apps.appProviderId, params.appProviderId)))
    .for("update", { of: apps });
  return row;
}
