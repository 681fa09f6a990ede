import "server-only";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import type { TDb } from "@store/db/client";
import { findCategoryTree } from "@store/db/queries/categories";
import { findAppOfChangeRequest, findChangeRequest } from "@store/db/queries/change-requests";
import { listPlans, listTags } from "@store/db/queries/taxonomy";
import { diffAppContent, type TAppContentDiff } from "@store/domain/app-content-diff";
import type { TAppStatus, TChangeRequestStatus } from "@store/domain/enums";
import { scopeViews } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TChangeRequestQueueItem } from "@store/domain/schemas/change-request-review";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";
import { toChangeRequestItem } from "./change-request-item";

/** The names of taxonomy ids, so the diff shows categories, tags and plans as words. */
export type TTaxonomyNames = {
  categories: Record<number, string>;
  tags: Record<number, string>;
  plans: Record<number, string>;
  /** The parent service's scope labels in the reviewer's language, by scope name. */
  scopes: Record<string, string>;
};

export type TChangeRequestReview = {
  request: TChangeRequestQueueItem & {
    changeRequestStatus: TChangeRequestStatus;
    merged: boolean;
    reviewComment: string | null;
    reviewedAt: string | null;
    /** The last automatic pre-check report, for the version it names (null before any run). */
    preCheckReport: TPreCheckReport | null;
  };
  /** The app as published now; null for a new app's request. */
  app: { id: number; code: string; status: TAppStatus } | null;
  diff: TAppContentDiff;
  /** Approved: the diff's "before" is what the approval replaced, not the app as it is now. */
  diffOfApproval: boolean;
  names: TTaxonomyNames;
  /** The viewer picked it up and it waits for their decision. */
  decidable: boolean;
  /** It waits for someone to pick it up. */
  pickable: boolean;
};

async function taxonomyNames(db: TDb, locale: TLocale): Promise<TTaxonomyNames> {
  const [tree, tags, plans, catalogue] = await Promise.all([
    findCategoryTree(db),
    listTags(db),
    listPlans(db),
    scopeCatalogue(),
  ]);
  const allScopes = catalogue?.scopes.map((scope) => scope.name) ?? [];
  const byId = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((row) => [row.id, row.name]));
  return {
    categories: byId(tree.flatMap((top) => [top, ...top.children])),
    tags: byId(tags),
    plans: byId(plans),
    scopes: Object.fromEntries(scopeViews(catalogue, allScopes, locale).map((view) => [view.name, view.label])),
  };
}

/**
 * /ops/change_requests/{id}: the request with its provider and reviewer, and the difference
 * between the app's published content and the draft, or, once approved, between what the approval
 * replaced and what it published. Null when there is no such request.
 */
export async function getChangeRequestReview(
  db: TDb,
  principal: TOperatorPrincipal,
  draftId: number | null,
  locale: TLocale = "ja",
): Promise<TChangeRequestReview | null> {
  if (draftId === null) return null;
  const row = await findChangeRequest(db, { draftId });
  if (!row) return null;
  const [app, names] = await Promise.all([
    row.appId === null ? null : findAppOfChangeRequest(db, { appId: row.appId }),
    taxonomyNames(db, locale),
  ]);
  const inReview = row.changeRequestStatus === "in_review" && !row.merged;
  const ofApproval = row.merged && row.replaced !== null;
  return {
    request: {
      ...toChangeRequestItem(row),
      changeRequestStatus: row.changeRequestStatus,
      merged: row.merged,
      reviewComment: row.reviewComment,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      preCheckReport: row.preCheckReport ?? null,
    },
    app: app ? { id: app.id, code: app.code, status: app.status } : null,
    // Once approved, the app holds the draft's content: the change is read against what it replaced
    // (approvals made before that was kept show it against the app as it is now).
    diff: diffAppContent(ofApproval && row.replaced ? row.replaced.content : (app?.content ?? null), row.content),
    diffOfApproval: ofApproval,
    names,
    decidable: inReview && row.reviewerOperatorId === principal.operatorId,
    pickable: row.changeRequestStatus === "pending" && !row.merged,
  };
}
