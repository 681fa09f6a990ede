import "server-only";
import type { TDb } from "@store/db/client";
import {
  findDraftApp,
  lockDraftApp,
  type TDraftAppRow,
  updateDraftAppChangeRequest,
} from "@store/db/queries/draft-apps";
import { moveChangeRequest } from "@store/domain/change-request";
import { AppError, type TErrorItems } from "@store/domain/errors";
import { draftSubmissionIssues, SUBMISSION_ISSUE_CODES } from "@store/domain/pre-checks/submission-issues";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TContentIssue } from "@store/domain/schemas/app-content-issues";
import type { TDraftApp, TDraftAppChangeRequest } from "@store/domain/schemas/draft-app";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { runPreChecks } from "@/features/portal/app-prechecks/index.server";
import { serverTranslator } from "@/server/server-translator";
import { toDraftApp } from "./draft-app-answer";
import { notFound, staleVersion } from "./draft-errors";
import { assertCodeFree, type TDraftRequestContext } from "./save-draft-content";
import { enqueueChangeRequestMail } from "./mail/enqueue-change-request-mail";

const CANNOT_SUBMIT = { key: "draftApi.errors.cannotSubmit" };
const CANNOT_WITHDRAW = { key: "draftApi.errors.cannotWithdraw" };

/** The move asked for must start from the draft as it is: its version (409 stale) and its status (409). */
function assertMovable(row: TDraftAppRow, body: TDraftAppChangeRequest) {
  if (body.version !== row.version) throw staleVersion(row, body.version);
  const move = row.merged
    ? ({ allowed: false, reason: "wrongStatus" } as const)
    : moveChangeRequest(row.changeRequestStatus, body.action, "providerUser");
  if (!move.allowed) {
    throw new AppError("CONFLICT", `draft ${row.id} cannot ${body.action} from ${row.changeRequestStatus}`, {
      userMessage: body.action === "submit" ? CANNOT_SUBMIT : CANNOT_WITHDRAW,
      details: { current: toDraftApp(row) },
    });
  }
  return move.to;
}

/**
 * A refused submit's items, per field path (`usages.2.title`), in the viewer's language: the
 * submission issues as before, then what else the pre-checks failed (a broken link, a missing
 * upload).
 */
function refusalItems(issues: readonly TContentIssue[], report: TPreCheckReport, ctx: TDraftRequestContext) {
  const { t, has } = serverTranslator(ctx.locale);
  const items: TErrorItems = {};
  const add = (path: (string | number)[], message: string) => {
    const field = path.join(".");
    items[field] = [...(items[field] ?? []), message];
  };
  for (const issue of issues)
    add(issue.path, has(issue.message) ? t(issue.message, issue.params) : t("validation.invalid"));
  for (const finding of report.results.flatMap((result) => result.findings)) {
    if (finding.outcome !== "failed" || SUBMISSION_ISSUE_CODES.has(finding.code)) continue;
    const key = `preCheck.findings.${finding.code}`;
    add(finding.path, has(key) ? t(key, finding.values) : t("validation.invalid"));
  }
  return items;
}

/**
 * A submit's pre-checks, run on the draft as saved before any lock is taken (their network I/O
 * must not hold the row). A failed report refuses the submit with 422: items per field and the
 * report in `error.details.preCheckReport`. Like every refusal it changes no row (the editor shows
 * the report from the answer; …/pre_checks keeps one). Warnings do not block.
 */
async function preCheckSubmission(
  db: TDb,
  principal: TProviderPrincipal,
  draftId: number,
  body: TDraftAppChangeRequest,
  ctx: TDraftRequestContext,
): Promise<TPreCheckReport> {
  const row = await findDraftApp(db, { appProviderId: principal.appProviderId, draftId });
  if (!row) throw notFound(`draft ${draftId}`);
  assertMovable(row, body);
  const report = await runPreChecks(db, row, { now: ctx.now });
  if (report.outcome !== "failed") return report;
  throw new AppError("UNPROCESSABLE", `draft ${draftId} failed its pre-checks`, {
    items: refusalItems(draftSubmissionIssues(row), report, ctx),
    userMessage: { key: "draftApi.errors.submitIssues" },
    details: { preCheckReport: report },
  });
}

/**
 * POST /api/developers/experimental/draft_apps/{id}/change_request: the provider submits a draft
 * for review (from in_draft or rejected; only when its pre-checks fail nothing, else 422 per
 * field with the report) or withdraws a pending one back to in_draft. Any other move is a 409. The
 * draft's version goes up, a submit's report is kept for the new version, and the transition's mail
 * is queued in the same transaction.
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
  const report = body.action === "submit" ? await preCheckSubmission(db, principal, draftId, body, ctx) : null;
  return db.transaction(async (tx) => {
    const row = await lockDraftApp(tx, { appProviderId, draftId });
    if (!row) throw notFound(`draft ${draftId}`);
    // The report read body.version; a save since then is stale for the caller too.
    const to = assertMovable(row, body);
    if (body.action === "submit" && row.appId === null) await assertCodeFree(tx, row.code, row.id, ctx.locale, ctx.now);
    const now = ctx.now ?? new Date();
    const version = row.version + 1;
    const moved = await updateDraftAppChangeRequest(tx, {
      appProviderId,
      draftId,
      changeRequestStatus: to,
      version,
      // A submit changes no content: the report read describes the new version too.
      ...(report ? { submittedAt: now, preCheckReport: { ...report, draftVersion: version } } : {}),
      notificationLocale: ctx.locale,
      updatedByProviderUserId: principal.providerUserId,
      updatedAt: new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1)),
    });
    await enqueueChangeRequestMail(tx, { draftId, status: to });
    return toDraftApp(moved);
  });
}
