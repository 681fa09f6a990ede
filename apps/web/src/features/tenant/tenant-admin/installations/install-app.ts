import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import {
  findAppForInstallation,
  findAppsOfOauthClient,
  findInstalledApps,
  hasSuiteDataInstalled,
} from "@store/db/queries/installations";
import { campaignOfBody } from "@store/domain/analytics/listing-events";
import type { TOperationAnalytics } from "@store/db/schema/installation-operations";
import { AppError } from "@store/domain/errors";
import { isConnection } from "@store/domain/installation";
import type { TInstallAppRequest, TInstallAppResponse } from "@store/domain/schemas/tenant";
import type { TSuiteApi } from "@/server/suite/suite-api";
import { appErrorFromSuite } from "@/server/suite/suite-errors";
import type { TRouteSession } from "@/server/tenant-session/session";
import { leaseMs, openOperation, operationAccount, performRequestedOperation } from "./installation-operation";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import { toInstalledApp } from "./to-installed-app";

/**
 * Installs an app for the admin's current tenant (DOMAIN.md 'Integration types'): connect and
 * adapt grant the app's OAuth client at the parent service, so every published app of that shared
 * account becomes installed; install and labs apps add an add-on whose id is kept. The operation
 * is recorded first and closed with its one log row once the parent service applied it; when its
 * answer is uncertain the answer is 'in progress' (202) and a job finishes it (installation-operation.ts).
 */
export async function installApp(
  db: TDb,
  params: {
    session: TRouteSession;
    actor: TTenantActor;
    request: TInstallAppRequest;
    suite: TSuiteApi;
    timeoutMs: number;
  },
): Promise<TInstallAppResponse> {
  const { session, actor, suite } = params;
  const { code } = params.request;
  const app = await findAppForInstallation(db, { code });
  if (!app || app.status === "draft" || app.status === "archived") {
    throw new AppError("NOT_FOUND", `app ${code} not found`, {
      userMessage: { key: "serverErrors.tenantAdmin.appNotFound" },
    });
  }
  if (app.status !== "published" || !app.installable || app.isSuiteOptionWithSubscription) {
    throw new AppError("BAD_REQUEST", `app ${code} cannot be installed`, {
      userMessage: { key: "serverErrors.tenantAdmin.cannotInstall", values: { name: app.name } },
    });
  }
  if (app.suiteDataIntegrationOnly && !(await hasSuiteDataInstalled(db, { tenantId: actor.tenantId }))) {
    throw new AppError("BAD_REQUEST", `app ${code} needs the data integration feature first`, {
      userMessage: { key: "serverErrors.tenantAdmin.needsSuiteData", values: { name: app.name } },
    });
  }
  const connection = isConnection(app.integrationType);
  const { oauthClientId } = app;
  if (connection && (oauthClientId === null || app.suiteClientId === null)) {
    throw new AppError("BAD_REQUEST", `app ${code} has no OAuth client to connect`, {
      userMessage: { key: "serverErrors.tenantAdmin.noOauthClient", values: { name: app.name } },
    });
  }

  const holder = `request:${randomUUID()}`;
  const op = await openOperation(db, {
    actor,
    kind: "install",
    app,
    account: operationAccount(app, connection),
    holder,
    // A refresh of the admin's token and the call, twice when the token turns out to be expired.
    holdMs: leaseMs(params.timeoutMs, 3),
    now: new Date(),
    // Issue 29: the visit's campaign values, for the install event once it is applied.
    analytics: installAnalytics(params.request),
    describe: async (tx) => {
      if (!connection || oauthClientId === null) {
        const { id, code, name, scopes, addonKey } = app;
        return { apps: [{ id, code, name, scopes, addonKey }], addonId: null };
      }
      const covered = await findAppsOfOauthClient(tx, { oauthClientId, includeAppId: app.id });
      return { apps: covered.map(({ id, code, name, scopes }) => ({ id, code, name, scopes })), addonId: null };
    },
  });

  const result = await performRequestedOperation(db, {
    op,
    holder,
    suite,
    session,
    toAppError: appErrorFromSuite,
  });
  if (result.state === "in_progress") return { status: "in_progress", apps: [] };
  const installed = await findInstalledApps(db, {
    tenantId: actor.tenantId,
    appIds: result.op.apps.map((covered) => covered.id),
  });
  return { status: "installed", apps: installed.map(toInstalledApp) };
}

function installAnalytics(request: TInstallAppRequest): TOperationAnalytics | null {
  const campaign = campaignOfBody(request);
  return Object.keys(campaign).length === 0 ? null : { campaign };
}
