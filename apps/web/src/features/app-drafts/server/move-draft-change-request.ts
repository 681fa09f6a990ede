import "server-only";
import type { TDb } from "@store/db/client";
import { lockDraftApp, updateDraftAppChangeRequest } from "@store/db/queries/draft-apps";
import { moveChangeRequest } from "@store/domain/change-request";
import { AppError, type TErrorItems } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import { appContentIssues, isContentLink, type TContentIssue } from "@store/domain/schemas/app-content";
import type { TDraftApp, TDraftAppChangeRequest } from "@store/domain/schemas/draft-app";
import { z } from "zod";
import { serverTranslator } from "@/i18n/server-translator";
import { toDraftApp } from "./draft-app-answer";
import { notFound, staleVersion, unprocessable } from "./draft-errors";
import { assertCodeFree, type TDraftRequestContext } from "./save-draft-content";
import { enqueueChangeRequestMail } from "./enqueue-change-request-mail";
import type { TDraftAppRow } from "@store/db/queries/draft-apps";

const CANNOT_SUBMIT = { key: "draftApi.errors.cannotSubmit" };
const CANNOT_WITHDRAW = { key: "draftApi.errors.cannotWithdraw" };

/** What keeps a draft from being submitted: its content's issues and its notification address and login URL. */
function submissionIssues(row: TDraftAppRow): TContentIssue[] {
  const issues = appContentIssues(row.content);
  const email = row.notificationEmail?.trim();
  if (email && !z.email().safeParse(email).success)
    issues.push({ path: ["notificationEmail"], message: "validation.email" });
  const login = row.loginUrl?.trim();
  if (login && !isContentLink(login)) issues.push({ path: ["loginUrl"], message: "validation.url" });
  return issues;
}

/** Issues as the items of a 422: per field path (`usages.2.title`), its messages in the viewer's language. */
function issueItems(issues: readonly TContentIssue[], ctx: TDraftRequestContext): TErrorItems {
  const { t, has } = serverTranslator(ctx.locale);
  const items: TErrorItems = {};
  for (const issue of issues) {
    const field = issue.path.join(".");
    const message = has(issue.message) ? t(issue.message, issue.params) : t("validation.invalid");
    items[field] = [...(items[field] ?? []), message];
  }
  return items;
}

/**
 * POST /api/developers/experimental/draft_apps/{id}/change_request: the provider submits a draft
 * for review (from in_draft or rejected; only content with no submission issues, else 422 per
 * field) or withdraws a pending one back to in_draft. Any other move is a 409. The draft's version
 * goes up and the transition's mail is queued in the same transaction.
 */
export async function moveDraftChangeRequest(
  db: TDb,
  principal: TProviderPrincipal,
  draftId: number | null,
  body: TDraftAppChangeRequest,
  ctx: TDraftRequestContext,
): Promise<TDraftApp> {
  if (draftId === null) throw notFound("draft");
  const { appProviderId } = principal;
  return db.transaction(async (tx) => {
    const row = await lockDraftApp(tx, { appProviderId, draftId });
    if (!row) throw notFound(`draft ${draftId}`);
    if (body.version !== row.version) throw staleVersion(row, body.version);
    const move = row.merged
      ? ({ allowed: false, reason: "wrongStatus" } as const)
      : moveChangeRequest(row.changeRequestStatus, body.action, "providerUser");
    if (!move.allowed) {
      throw new AppError("CONFLICT", `draft ${draftId} cannot ${body.action} from ${row.changeRequestStatus}`, {
        userMessage: body.action === "submit" ? CANNOT_SUBMIT : CANNOT_WITHDRAW,
        details: { current: toDraftApp(row) },
      });
    }
    if (body.action === "submit") {
      const issues = submissionIssues(row);
      if (issues.length > 0) {
        const log = `draft ${draftId} has ${issues.length} issues`;
        throw unprocessable(log, issueItems(issues, ctx), "draftApi.errors.submitIssues");
      }
      if (row.appId === null) await assertCodeFree(tx, row.code, row.id, ctx.locale);
    }
    const now = ctx.now ?? new Date();
    const moved = await updateDraftAppChangeRequest(tx, {
      appProviderId,
      draftId,
      changeRequestStatus: move.to,
      version: row.version + 1,
      ...(body.action === "submit" ? { submittedAt: now } : {}),
      notificationLocale: ctx.locale,
      updatedByProviderUserId: principal.providerUserId,
      updatedAt: new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1)),
    });
    await enqueueChangeRequestMail(tx, { draftId, status: move.to });
    return toDraftApp(moved);
  });
}
