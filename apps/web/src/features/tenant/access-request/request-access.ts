import "server-only";
import type { TDb } from "@store/db/client";
import { insertAccessRequest } from "@store/db/queries/access-requests";
import { findAppForInstallation } from "@store/db/queries/installations";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TCreateAccessRequest } from "@store/domain/schemas/tenant";
import { accessRequestRefusalFor } from "@/features/tenant/app-policy/index.server";
import { enqueueJob } from "@/server/jobs/jobs";
import { accessRequestMailJob } from "./access-request-jobs";

export type TAccessRequester = { tenantId: string; suiteUserId: string; name: string; email: string; admin: boolean };

/**
 * SPEC §3 Access request: a member who may not install asks the current tenant's admins for an
 * app the store could install, with a short note; the admins' mail is queued in the same
 * transaction, in the requester's language. One open request per person and app: a second one is
 * answered 'already requested'. The tenant's app policy may refuse the app (403).
 */
export async function requestAccess(
  db: TDb,
  input: { requester: TAccessRequester; body: TCreateAccessRequest; locale: TLocale },
): Promise<{ id: number; alreadyRequested: boolean }> {
  const { requester, body } = input;
  const app = await findAppForInstallation(db, { code: body.code });
  if (app?.status !== "published") {
    throw new AppError("NOT_FOUND", `app ${body.code} not found`, {
      userMessage: { key: "serverErrors.tenantAdmin.appNotFound" },
    });
  }
  if (!app.installable || app.isSuiteOptionWithSubscription) {
    throw new AppError("BAD_REQUEST", `app ${body.code} cannot be installed`, {
      userMessage: { key: "serverErrors.tenantAdmin.cannotInstall", values: { name: app.name } },
    });
  }
  if (requester.admin) {
    throw new AppError("UNPROCESSABLE", `an admin of ${requester.tenantId} installs apps directly`, {
      userMessage: { key: "accessRequest.errors.adminInstalls" },
    });
  }
  // Issue 27 item 6: the tenant's app policy may forbid members to ask for this app.
  const refusal = await accessRequestRefusalFor(db, { tenantId: requester.tenantId, appId: app.id });
  if (refusal) {
    throw new AppError("FORBIDDEN", `the app policy of ${requester.tenantId} refuses ${body.code} (${refusal})`, {
      userMessage: { key: `appPolicy.refusals.${refusal}`, values: { name: app.name } },
    });
  }
  return db.transaction(async (tx) => {
    const inserted = await insertAccessRequest(tx, {
      tenantId: requester.tenantId,
      appId: app.id,
      suiteUserId: requester.suiteUserId,
      name: requester.name,
      email: requester.email,
      note: body.note,
      locale: input.locale,
    });
    if (!inserted) return { id: 0, alreadyRequested: true };
    await enqueueJob(
      tx,
      accessRequestMailJob,
      { accessRequestId: inserted.id, recipient: "admins" as const },
      { idempotencyKey: `access-request-mail:${inserted.id}:admins` },
    );
    return { id: inserted.id, alreadyRequested: false };
  });
}
