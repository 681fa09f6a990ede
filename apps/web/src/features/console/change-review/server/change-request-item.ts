import "server-only";
import type { TChangeRequestQueueItem } from "@store/domain/schemas/change-request-review";

type TQueueRow = {
  id: number;
  appId: number | null;
  appProviderId: number;
  providerName: string;
  name: string;
  code: string;
  version: number;
  submittedAt: Date | null;
  pickedUpAt: Date | null;
  reviewerOperatorId: number | null;
  reviewerName: string | null;
};

/** A queue row as the console and its API show it. */
export function toChangeRequestItem(row: TQueueRow): TChangeRequestQueueItem {
  return {
    id: row.id,
    kind: row.appId === null ? "newApp" : "change",
    appId: row.appId,
    name: row.name,
    code: row.code,
    provider: { id: row.appProviderId, name: row.providerName },
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewer: row.reviewerOperatorId === null ? null : { id: row.reviewerOperatorId, name: row.reviewerName ?? "" },
    pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
    version: row.version,
  };
}
