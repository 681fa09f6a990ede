import "server-only";
import type { TDraftAppRow } from "@store/db/queries/draft-apps";
import { appContentIssues } from "@store/domain/schemas/app-content-issues";
import type { TDraftApp } from "@store/domain/schemas/draft-app";

/** A draft as the developer API answers it, with what keeps it from being submitted. */
export function toDraftApp(row: TDraftAppRow): TDraftApp {
  return {
    id: row.id,
    appId: row.appId,
    name: row.name,
    code: row.code,
    content: row.content,
    merged: row.merged,
    changeRequestStatus: row.changeRequestStatus,
    reviewComment: row.reviewComment,
    notificationEmail: row.notificationEmail,
    loginUrl: row.loginUrl,
    version: row.version,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    issues: appContentIssues(row.content),
    preCheckReport: row.preCheckReport,
    removedMarkup: row.removedMarkup,
  };
}
