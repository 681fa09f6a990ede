import "server-only";
import type { TDb } from "@store/db/client";
import { listInReviewChangeRequests, listPendingChangeRequests } from "@store/db/queries/change-requests";
import {
  CHANGE_REQUEST_QUEUE_PAGE_SIZE,
  queueCursor,
  type TChangeRequestQueue,
  type TChangeRequestQueueQuery,
} from "@store/domain/schemas/change-request-review";
import { toChangeRequestItem } from "./change-request-item";

/** The most requests in review the queue lists (a handful of operators hold a few each). */
const IN_REVIEW_CAP = 100;

/**
 * GET /api/ops/change_requests and the queue page: one page of pending requests, oldest
 * submission first, and those in review with their reviewer, both filtered by provider and kind.
 */
export async function listChangeRequests(db: TDb, query: TChangeRequestQueueQuery): Promise<TChangeRequestQueue> {
  const filter = { appProviderId: query.provider, kind: query.kind };
  const [pendingRows, inReviewRows] = await Promise.all([
    listPendingChangeRequests(db, { ...filter, after: query.after, limit: CHANGE_REQUEST_QUEUE_PAGE_SIZE }),
    listInReviewChangeRequests(db, { ...filter, limit: IN_REVIEW_CAP }),
  ]);
  const page = pendingRows.slice(0, CHANGE_REQUEST_QUEUE_PAGE_SIZE);
  const last = page.at(-1);
  const more = pendingRows.length > CHANGE_REQUEST_QUEUE_PAGE_SIZE && last?.submittedAt;
  return {
    pending: page.map(toChangeRequestItem),
    nextCursor: more && last.submittedAt ? queueCursor({ submittedAt: last.submittedAt, id: last.id }) : null,
    inReview: inReviewRows.map(toChangeRequestItem),
  };
}
