import "server-only";
import type { TDb } from "@store/db/client";
import { findOpenDraftOfAnyApp, findOperatorApp } from "@store/db/queries/operator-apps";
import type { TChangeRequestStatus, TAppStatus, TIntegrationType } from "@store/domain/enums";
import type { TAuditEvent } from "@store/domain/schemas/audit-event";
import { listAuditLog } from "@/features/console/audit-log/index.server";

export type TOperatorApp = {
  id: number;
  code: string;
  name: string;
  integrationType: TIntegrationType;
  status: TAppStatus;
  appProviderId: number;
  providerName: string;
  publishedAt: string | null;
  updatedAt: string;
  /** The provider's open draft of the app (a change request once submitted), if any. */
  openDraft: { id: number; changeRequestStatus: TChangeRequestStatus } | null;
  /** The app's audit rows, newest first (the latest page). */
  history: TAuditEvent[];
  /** More history exists than is shown (the audit log has it all). */
  moreHistory: boolean;
};

/** One app as its console page shows it, or null when no app has this id. */
export async function getOperatorApp(db: TDb, appId: number): Promise<TOperatorApp | null> {
  const app = await findOperatorApp(db, { appId });
  if (!app) return null;
  const [draft, history] = await Promise.all([
    findOpenDraftOfAnyApp(db, { appId }),
    listAuditLog(db, { subjectType: "app", subjectId: String(appId) }),
  ]);
  return {
    id: app.id,
    code: app.code,
    name: app.name,
    integrationType: app.integrationType,
    status: app.status,
    appProviderId: app.appProviderId,
    providerName: app.providerName,
    publishedAt: app.publishedAt?.toISOString() ?? null,
    updatedAt: app.updatedAt.toISOString(),
    openDraft: draft ? { id: draft.id, changeRequestStatus: draft.changeRequestStatus } : null,
    history: history.events,
    moreHistory: history.nextBefore !== null,
  };
}
