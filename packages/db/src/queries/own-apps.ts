import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";

/**
 * SPEC §3 Own-app list of one provider: its apps, each with the change request status of its open
 * draft (DOMAIN.md: an app has at most one unmerged draft), and its unmerged drafts, those of new
 * apps included. Most recently changed first.
 */
export async function listOwnApps(db: TDb, params: { appProviderId: number }) {
  const openDrafts = db
    .selectDistinctOn([draftApps.appId], {
      appId: draftApps.appId,
      id: draftApps.id,
      changeRequestStatus: draftApps.changeRequestStatus,
    })
    .from(draftApps)
    .where(
      and(eq(draftApps.appProviderId, params.appProviderId), eq(draftApps.merged, false), isNotNull(draftApps.appId)),
    )
    .orderBy(asc(draftApps.appId), desc(draftApps.updatedAt), desc(draftApps.id))
    .as("open_drafts");

  const [appRows, draftRows] = await Promise.all([
    db
      .select({
        id: apps.id,
        name: apps.name,
        code: apps.code,
        status: apps.status,
        updatedAt: apps.updatedAt,
        changeRequestStatus: openDrafts.changeRequestStatus,
        openDraftId: openDrafts.id,
      })
      .from(apps)
      .leftJoin(openDrafts, eq(openDrafts.appId, apps.id))
      .where(eq(apps.appProviderId, params.appProviderId))
      .orderBy(desc(apps.updatedAt), asc(apps.id)),
    db
      .select({
        id: draftApps.id,
        name: draftApps.name,
        code: draftApps.code,
        updatedAt: draftApps.updatedAt,
        appId: draftApps.appId,
        changeRequestStatus: draftApps.changeRequestStatus,
      })
      .from(draftApps)
      .where(and(eq(draftApps.appProviderId, params.appProviderId), eq(draftApps.merged, false)))
      .orderBy(desc(draftApps.updatedAt), desc(draftApps.id)),
  ]);
  return { apps: appRows, draftApps: draftRows };
}
