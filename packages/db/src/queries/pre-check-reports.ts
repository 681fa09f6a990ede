import type { TChangeRequestStatus } from "@store/domain/enums";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import type { TRemovedMarkup } from "@store/domain/pre-checks/draft-checks-input";
import { and, eq } from "drizzle-orm";
import type { TDb } from "../client";
import { draftApps } from "../schema/drafts";

// The automatic pre-checks' reads and writes of drafts (issue 11). A provider's own drafts are
// read through draft-apps.ts (owner in the where); these serve the operators' console, which
// reaches every provider's change requests, and store a report for the version it was run on.

export type TPreCheckDraftRow = {
  id: number;
  appId: number | null;
  appProviderId: number;
  version: number;
  merged: boolean;
  changeRequestStatus: TChangeRequestStatus;
  content: TAppContent;
  notificationEmail: string | null;
  loginUrl: string | null;
  removedMarkup: TRemovedMarkup;
};

/** Any provider's draft by id, as the checks read it (operators review every provider's requests). */
export async function findDraftForPreChecks(
  db: TDb,
  params: { draftId: number },
): Promise<TPreCheckDraftRow | undefined> {
  const [row] = await db
    .select({
      id: draftApps.id,
      appId: draftApps.appId,
      appProviderId: draftApps.appProviderId,
      version: draftApps.version,
      merged: draftApps.merged,
      changeRequestStatus: draftApps.changeRequestStatus,
      content: draftApps.content,
      notificationEmail: draftApps.notificationEmail,
      loginUrl: draftApps.loginUrl,
      removedMarkup: draftApps.removedMarkup,
    })
    .from(draftApps)
    .where(eq(draftApps.id, params.draftId));
  return row;
}

/**
 * Keeps a report on its draft while the draft is still at the version the report read; false when
 * a save came in between (that report describes content no longer there, and is dropped).
 */
export async function storePreCheckReport(
  db: TDb,
  params: { draftId: number; report: TPreCheckReport },
): Promise<boolean> {
  const rows = await db
    .update(draftApps)
    .set({ preCheckReport: params.report })
    .where(and(eq(draftApps.id, params.draftId), eq(draftApps.version, params.report.draftVersion)))
    .returning({ id: draftApps.id });
  return rows.length > 0;
}
