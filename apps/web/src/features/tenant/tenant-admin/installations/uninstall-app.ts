import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import { findAppForInstallation, findInstalledApps } from "@store/db/queries/installations";
import { AppError } from "@store/domain/errors";
import { isConnection } from "@store/domain/installation";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app-content";
import type { TUninstallAppRequest, TUninstallAppResponse } from "@store/domain/schemas/tenant";
import type { TSuiteApi } from "@/server/suite/suite-api";
import { appErrorFromSuite } from "@/server/suite/suite-errors";
import type { TRouteSession } from "@/server/tenant-session/session";
import { leaseMs, openOperation, operationAccount, performRequestedOperation } from "./installation-operation";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import type { TOperationAnalytics } from "@store/db/schema/installation-operations";

/**
 * Uninstalls an app from the admin's current tenant: connect and adapt revoke the OAuth client's
 * grant, which disconnects every app of the shared account; add-ons are removed. Apps that are not
 * uninstallable are refused (SPEC §5). Like an install, the operation is recorded first and closed
 * with its one log row; an uncertain answer is 'in progress' (202) and a job finishes it.
 */
function notInstalled(code: string, name: string): AppError {
  return new AppError("NOT_FOUND", `app ${code} is not installed`, {
    userMessage: { key: "serverErrors.tenantAdmin.notInstalled", values: { name } },
  });
}

export async function uninstallApp(
  db: TDb,
  params: {
    session: TRouteSession;
    actor: TTenantActor;
    code: string;
    suite: TSuiteApi;
    timeoutMs: number;
    /** Why the company leaves (issue 29), optional: kept without tenant or person once applied. */
    answer?: TUninstallAppRequest;
  },
): Promise<TUninstallAppResponse> {
  const { session, actor, code, suite } = params;
  const app = APP_CODE_PATTERN.test(code) ? await findAppForInstallation(db, { code }) : undefined;
  if (!app) {
    throw new AppError("NOT_FOUND", `app ${code} not found`, {
      userMessage: { key: "serverErrors.tenantAdmin.appNotFound" },
    });
  }
  if (!app.uninstallable) {
    const installed = await findInstalledApps(db, { tenantId: actor.tenantId, appIds: [app.id] });
    if (installed.length === 0) throw notInstalled(code, app.name);
    throw new AppError("BAD_REQUEST", `app ${code} can only be disconnected by contacting sales or support`, {
      userMessage: { key: "serverErrors.tenantAdmin.contactToUninstall", values: { name: app.name } },
    });
  }
  const connection = isConnection(app.integrationType) && app.suiteClientId !== null;

  const holder = `request:${randomUUID()}`;
  const op = await openOperation(db, {
    actor,
    kind: "uninstall",
    app,
    account: operationAccount(app, connection),
    holder,
    holdMs: leaseMs(params.timeoutMs, 3),
    now: new Date(),
    analytics: uninstallAnalytics(params.answer),
    // Read once the operation holds the account: the add-on id and the shared apps are current.
    describe: async (tx) => {
      const installed = await findInstalledApps(tx, { tenantId: actor.tenantId });
      const own = installed.find((row) => row.id === app.id);
      if (!own) throw notInstalled(code, app.name);
      const removed = connection ? installed.filter((row) => row.oauthClientId === app.suiteClientId) : [own];
      return {
        apps: removed.map(({ id, code, name }) => ({ id, code, name })),
        addonId: connection ? null : own.addonId,
      };
    },
  });

  const result = await performRequestedOperation(db, { op, holder, suite, session, toAppError: appErrorFromSuite });
  return { status: result.state === "done" ? "uninstalled" : "in_progress" };
}

/** The reason to keep once the uninstall is applied; a note alone counts as `other`, nothing given keeps nothing. */
function uninstallAnalytics(answer: TUninstallAppRequest | undefined): TOperationAnalytics | null {
  const note = answer?.note?.trim() ?? "";
  const reason = answer?.reason ?? (note === "" ? undefined : "other");
  return reason ? { uninstallReason: { reason, note } } : null;
}
