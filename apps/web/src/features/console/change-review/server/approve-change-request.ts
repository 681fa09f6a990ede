import "server-only";
import type { TDb } from "@store/db/client";
import { createApp, writeAppContent } from "@store/db/queries/app-content";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { findAppOfChangeRequest, updateChangeRequestDecision } from "@store/db/queries/change-requests";
import { isAppCodeTaken } from "@store/db/queries/draft-apps";
import { linkAppToClient } from "@store/db/queries/integration-facts";
import type { TAppStatus } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TChangeRequestOutcome } from "@store/domain/schemas/change-request-review";
import type { TIntegrationFacts } from "@store/domain/pre-checks/integration";
import { unprocessable, enqueueChangeRequestMail, assertCodeFree } from "@/features/portal/app-drafts/index.server";
import { assertListable } from "@/features/portal/app-prechecks/index.server";
import { enqueueScopeUpdateMail } from "@/features/tenant/tenant-admin/index.server";
import { serverTranslator } from "@/server/server-translator";
import { changeRequestNotFound } from "./change-review-errors";

/** The writers an approval runs, replaceable in tests (a failure half-way must leave nothing behind). */
export type TApprovalWriters = {
  writeAppContent: typeof writeAppContent;
  createApp: typeof createApp;
  enqueueChangeRequestMail: typeof enqueueChangeRequestMail;
};

export const APPROVAL_WRITERS: TApprovalWriters = { writeAppContent, createApp, enqueueChangeRequestMail };

/** The locked request an approval applies. */
export type TApprovedRequest = {
  id: number;
  appId: number | null;
  appProviderId: number;
  code: string;
  content: TAppContent;
  version: number;
};

const summary = (content: TAppContent) => ({ name: content.name, code: content.code, title: content.title });

/**
 * The writes of an approval, inside the caller's transaction with the draft locked: the code is
 * still the store's only one of its kind; the app gets the draft's content (a new app is created
 * for the provider first, with the status the operator chose, `draft` unless said); the draft is
 * merged, approved and linked to its app; then the audit row and the provider's mail.
 */
export async function applyApproval(
  tx: TDb,
  principal: TOperatorPrincipal,
  request: TApprovedRequest,
  input: {
    status?: TAppStatus;
    locale: TLocale;
    now: Date;
    /** The integration's facts read before the transaction; null skips the listing gate (tests of other parts). */
    integration?: (TIntegrationFacts & { clientRowId: number | null }) | null;
  },
  writers: TApprovalWriters,
): Promise<TChangeRequestOutcome> {
  const app = request.appId === null ? null : await findAppOfChangeRequest(tx, { appId: request.appId, lock: true });
  if (request.appId !== null && !app) throw changeRequestNotFound(request.id);
  if (!app) await assertCodeFree(tx, request.code, request.id, input.locale);
  else if (await isAppCodeTaken(tx, { code: request.code, exceptDraftId: request.id, exceptAppId: app.id })) {
    const { t } = serverTranslator(input.locale);
    throw unprocessable(`code ${request.code} is taken`, { code: [t("draftApi.errors.codeTaken")] });
  }

  const { integration } = input;
  if (integration) {
    const listedAs = app ? app.status : (input.status ?? "draft");
    assertListable({ status: listedAs, content: request.content, facts: integration, locale: input.locale });
  }

  let appId: number;
  let status: TAppStatus;
  if (app) {
    await writers.writeAppContent(tx, { appId: app.id, content: request.content, updatedAt: input.now });
    // Issue 27 item 4: tenants keep their grant; their admins are told once that the update asks for more.
    await enqueueScopeUpdateMail(tx, {
      appCode: request.code,
      before: app.content.integration?.scopes ?? [],
      after: request.content.integration?.scopes ?? [],
      key: `${request.id}:${request.version}`,
    });
    appId = app.id;
    status = app.status;
  } else {
    const created = await writers.createApp(tx, {
      appProviderId: request.appProviderId,
      content: request.content,
      status: input.status ?? "draft",
      now: input.now,
    });
    appId = created.id;
    status = created.status;
  }
  // The app installs through the OAuth client its approved content names (a shared account when several do).
  if (integration?.clientRowId && request.content.integration.oauthClientId) {
    await linkAppToClient(tx, { appId, clientRowId: integration.clientRowId });
  }
  const version = request.version + 1;
  await updateChangeRequestDecision(tx, {
    draftId: request.id,
    changeRequestStatus: "approved",
    merged: true,
    appId,
    version,
    reviewComment: null,
    reviewedAt: input.now,
    replaced: { content: app?.content ?? null },
  });
  await recordAuditEvent(tx, {
    operatorId: principal.operatorId,
    action: "changeRequest.approve",
    subjectType: "draftApp",
    subjectId: request.id,
    before: {
      changeRequestStatus: "in_review",
      app: app ? { id: app.id, status: app.status, ...summary(app.content) } : null,
    },
    after: { changeRequestStatus: "approved", merged: true, app: { id: appId, status, ...summary(request.content) } },
  });
  await writers.enqueueChangeRequestMail(tx, { draftId: request.id, status: "approved" });
  return { id: request.id, changeRequestStatus: "approved", version, appId, reviewerOperatorId: principal.operatorId };
}
