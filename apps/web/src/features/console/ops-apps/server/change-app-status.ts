import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findAppOfChangeRequest } from "@store/db/queries/change-requests";
import { lockAppStatus, updateAppStatus } from "@store/db/queries/operator-apps";
import { canChangeAppStatus } from "@store/domain/app-status";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TAppStatusChange, TAppStatusChanged } from "@store/domain/schemas/operator-app";
import { assertListable, readIntegrationFacts } from "@/features/portal/app-prechecks/index.server";
import { serverTranslator } from "@/server/server-translator";
import { enqueueAppStatusMails } from "./app-status-mail";

type TChangeContext = { locale: TLocale; now?: Date };

/**
 * POST /api/ops/apps/{id}/status: an operator moves an app along the domain's transition table,
 * with a reason. In one transaction: the app's row is locked, the status the operator saw (`from`)
 * must still be its status (409 with the current one), the move must be in the table (422), then
 * the status changes (publishedAt is set the first time it is published) and the audit row is
 * written, and the provider's users are mailed (issue 31). Listing it (published, upcoming) needs a working integration (issue 27), checked with
 * the parent service before the transaction. The caller invalidates the public store after the commit.
 */
export async function changeAppStatus(
  db: TDb,
  principal: TOperatorPrincipal,
  appId: number | null,
  body: TAppStatusChange,
  ctx: TChangeContext,
): Promise<TAppStatusChanged> {
  if (appId === null) throw new AppError("NOT_FOUND", "no such app");
  const listing = body.status === "published" || body.status === "upcoming";
  const current = listing ? await findAppOfChangeRequest(db, { appId }) : undefined;
  if (current) {
    const facts = await readIntegrationFacts(db, {
      appProviderId: current.appProviderId,
      appId,
      content: current.content,
    });
    assertListable({ status: body.status, content: current.content, facts, locale: ctx.locale });
  }
  return db.transaction(async (tx) => {
    const app = await lockAppStatus(tx, { appId });
    if (!app) throw new AppError("NOT_FOUND", `app ${appId} does not exist`);
    if (app.status !== body.from) {
      throw new AppError("CONFLICT", `app ${appId} is ${app.status}, not ${body.from}`, {
        userMessage: { key: "opsApps.errors.statusMoved" },
        details: { current: { status: app.status } },
      });
    }
    if (!canChangeAppStatus(app.status, body.status)) {
      const { t } = serverTranslator(ctx.locale);
      throw new AppError("UNPROCESSABLE", `app ${appId} cannot move from ${app.status} to ${body.status}`, {
        userMessage: { key: "validation.checkFields" },
        items: { status: [t("opsApps.errors.transitionRefused")] },
      });
    }
    const now = ctx.now ?? new Date();
    const firstPublished = body.status === "published" && app.publishedAt === null ? now : undefined;
    const changed = await updateAppStatus(tx, {
      appId,
      status: body.status,
      publishedAt: firstPublished,
      updatedAt: new Date(Math.max(now.getTime(), app.updatedAt.getTime() + 1)),
    });
    await enqueueAppStatusMails(tx, {
      appId,
      appProviderId: app.appProviderId,
      from: app.status,
      status: changed.status,
      reason: body.reason,
      changedAt: changed.updatedAt,
    });
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "app.changeStatus",
      subjectType: "app",
      subjectId: appId,
      reason: body.reason,
      before: { status: app.status, ...(firstPublished ? { publishedAt: null } : {}) },
      after: { status: changed.status, ...(firstPublished ? { publishedAt: firstPublished.toISOString() } : {}) },
    });
    return {
      id: changed.id,
      code: changed.code,
      status: changed.status,
      publishedAt: changed.publishedAt?.toISOString() ?? null,
      updatedAt: changed.updatedAt.toISOString(),
    };
  });
}
