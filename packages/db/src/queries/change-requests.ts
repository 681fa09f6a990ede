import type { TChangeRequestStatus } from "@store/domain/enums";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { and, asc, count, eq, inArray, isNotNull, isNull, min, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";
import { appProviders } from "../schema/providers";
import { operators } from "../schema/staff";

/**
 * What waits for the operators (DOMAIN.md: drafts and change requests): submitted drafts not yet
 * picked up (`pending`), with the oldest submission, and those in review.
 */
export async function summarizeOpenChangeRequests(db: TDb) {
  const rows = await db
    .select({
      status: draftApps.changeRequestStatus,
      count: count(),
      oldestSubmittedAt: min(draftApps.submittedAt),
    })
    .from(draftApps)
    .where(eq(draftApps.merged, false))
    .groupBy(draftApps.changeRequestStatus);
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    pending: Number(of("pending")?.count ?? 0),
    oldestPendingSubmittedAt: of("pending")?.oldestSubmittedAt ?? null,
    inReview: Number(of("in_review")?.count ?? 0),
  };
}

// The operators' queue and review (issue 11). An operator may read and decide any provider's
// change request, so these name no provider in their where except as a filter.

export type TChangeRequestFilter = {
  appProviderId?: number;
  kind?: "newApp" | "change";
};

function filterWhere(filter: TChangeRequestFilter): SQL[] {
  const where: SQL[] = [eq(draftApps.merged, false)];
  if (filter.appProviderId) where.push(eq(draftApps.appProviderId, filter.appProviderId));
  if (filter.kind === "newApp") where.push(isNull(draftApps.appId));
  if (filter.kind === "change") where.push(isNotNull(draftApps.appId));
  return where;
}

const QUEUE_COLUMNS = {
  id: draftApps.id,
  appId: draftApps.appId,
  appProviderId: draftApps.appProviderId,
  providerName: appProviders.name,
  name: draftApps.name,
  code: draftApps.code,
  version: draftApps.version,
  submittedAt: draftApps.submittedAt,
  pickedUpAt: draftApps.pickedUpAt,
  reviewerOperatorId: draftApps.reviewerOperatorId,
  reviewerName: operators.name,
};

/**
 * Change requests waiting for a reviewer, oldest submission first; `after` continues after the
 * last one shown (keyset paging on the submission time and id). Reads `limit + 1` rows so the
 * caller knows whether there is more.
 */
export async function listPendingChangeRequests(
  db: TDb,
  params: TChangeRequestFilter & { after?: { submittedAt: Date; id: number }; limit: number },
) {
  const where = filterWhere(params);
  where.push(eq(draftApps.changeRequestStatus, "pending"));
  if (params.after) {
    where.push(
      sql`(coalesce(${draftApps.submittedAt}, ${draftApps.createdAt}), ${draftApps.id}) > (${params.after.submittedAt.toISOString()}::timestamptz, ${params.after.id})`,
    );
  }
  const submitted = sql<Date>`coalesce(${draftApps.submittedAt}, ${draftApps.createdAt})`.mapWith(
    draftApps.submittedAt,
  );
  return db
    .select({ ...QUEUE_COLUMNS, submittedAt: submitted })
    .from(draftApps)
    .innerJoin(appProviders, eq(appProviders.id, draftApps.appProviderId))
    .leftJoin(operators, eq(operators.id, draftApps.reviewerOperatorId))
    .where(and(...where))
    .orderBy(asc(submitted), asc(draftApps.id))
    .limit(params.limit + 1);
}

/** Change requests some operator has picked up, longest in review first (at most `limit`). */
export async function listInReviewChangeRequests(db: TDb, params: TChangeRequestFilter & { limit: number }) {
  const where = filterWhere(params);
  where.push(eq(draftApps.changeRequestStatus, "in_review"));
  return db
    .select(QUEUE_COLUMNS)
    .from(draftApps)
    .innerJoin(appProviders, eq(appProviders.id, draftApps.appProviderId))
    .leftJoin(operators, eq(operators.id, draftApps.reviewerOperatorId))
    .where(and(...where))
    .orderBy(asc(draftApps.pickedUpAt), asc(draftApps.id))
    .limit(params.limit);
}

/** The providers, by name, for the queue's provider filter. */
export async function listProvidersForQueue(db: TDb) {
  return db
    .select({ id: appProviders.id, name: appProviders.name })
    .from(appProviders)
    .orderBy(asc(appProviders.name), asc(appProviders.id));
}

const REVIEW_COLUMNS = {
  ...QUEUE_COLUMNS,
  content: draftApps.content,
  changeRequestStatus: draftApps.changeRequestStatus,
  merged: draftApps.merged,
  reviewComment: draftApps.reviewComment,
  reviewedAt: draftApps.reviewedAt,
  preCheckReport: draftApps.preCheckReport,
  replaced: draftApps.replaced,
};

/** One change request with its provider and reviewer, any provider's (the operator reviews them all). */
export async function findChangeRequest(db: TDb, params: { draftId: number }) {
  const [row] = await db
    .select(REVIEW_COLUMNS)
    .from(draftApps)
    .innerJoin(appProviders, eq(appProviders.id, draftApps.appProviderId))
    .leftJoin(operators, eq(operators.id, draftApps.reviewerOperatorId))
    .where(eq(draftApps.id, params.draftId));
  return row;
}

/** The same, the draft row locked until the transaction ends: decisions on one request run one at a time. */
export async function lockChangeRequest(db: TDb, params: { draftId: number }) {
  const [row] = await db
    .select(REVIEW_COLUMNS)
    .from(draftApps)
    .innerJoin(appProviders, eq(appProviders.id, draftApps.appProviderId))
    .leftJoin(operators, eq(operators.id, draftApps.reviewerOperatorId))
    .where(eq(draftApps.id, params.draftId))
    .for("update", { of: draftApps });
  return row;
}

/**
 * The stored pre-check report carried over to a version a review step raises: a pick-up or a
 * decision changes no content, so a report of the version before stays the report of the new one
 * (the provider is not told their checks are of an older version). Any other report is left as it is.
 */
function reportCarriedTo(version: SQL): SQL {
  return sql`case when (${draftApps.preCheckReport} ->> 'draftVersion')::int = ${draftApps.version}
    then jsonb_set(${draftApps.preCheckReport}, '{draftVersion}', to_jsonb(${version}))
    else ${draftApps.preCheckReport} end`;
}

/**
 * Picks a request up for one operator, atomically: the update applies only while the request is
 * still in a status the pick-up starts from (pending), so of two operators at once exactly one gets the row back; the other
 * gets nothing. The version goes up (an open editor or form reloads).
 */
export async function pickUpChangeRequest(
  db: TDb,
  params: {
    draftId: number;
    operatorId: number;
    now: Date;
    /** The transition (domain change-request table): the statuses it starts from, and where it goes. */
    from: readonly TChangeRequestStatus[];
    to: TChangeRequestStatus;
  },
): Promise<{ id: number; version: number; appId: number | null } | undefined> {
  const [row] = await db
    .update(draftApps)
    .set({
      changeRequestStatus: params.to,
      reviewerOperatorId: params.operatorId,
      pickedUpAt: params.now,
      version: sql`${draftApps.version} + 1`,
      preCheckReport: reportCarriedTo(sql`${draftApps.version} + 1`),
    })
    .where(
      and(
        eq(draftApps.id, params.draftId),
        inArray(draftApps.changeRequestStatus, [...params.from]),
        eq(draftApps.merged, false),
      ),
    )
    .returning({ id: draftApps.id, version: draftApps.version, appId: draftApps.appId });
  return row;
}

/** Records an operator's decision on a locked request: its status, comment, time, and (approval) its app. */
export async function updateChangeRequestDecision(
  db: TDb,
  params: {
    draftId: number;
    changeRequestStatus: "approved" | "rejected" | "in_draft";
    version: number;
    reviewComment: string | null;
    reviewedAt: Date;
    merged?: boolean;
    appId?: number;
    /** An approval: the app's content it replaced (null for a new app). */
    replaced?: { content: TAppContent | null };
  },
): Promise<void> {
  const { draftId, reviewedAt, ...values } = params;
  const [row] = await db
    .update(draftApps)
    .set({
      ...values,
      reviewedAt,
      updatedAt: reviewedAt,
      preCheckReport: reportCarriedTo(sql`${values.version}::int`),
    })
    .where(eq(draftApps.id, draftId))
    .returning({ id: draftApps.id });
  if (!row) throw new Error(`draft app ${draftId} vanished while locked`);
}

/** The app a change request changes, as it is published now; `lock` holds it until the transaction ends. */
export async function findAppOfChangeRequest(db: TDb, params: { appId: number; lock?: boolean }) {
  const query = db
    .select({
      id: apps.id,
      code: apps.code,
      status: apps.status,
      content: apps.content,
      appProviderId: apps.appProviderId,
      updatedAt: apps.updatedAt,
    })
    .from(apps)
    .where(eq(apps.id, params.appId));
  const [row] = await (params.lock ? query.for("update") : query);
  return row;
}
