import "server-only";
import type { TDb } from "@store/db/client";
import {
  findAppForInstallation,
  findAppsOfOauthClient,
  findInstalledApps,
  hasSuiteDataInstalled,
  insertInstallations,
  insertOperationLog,
} from "@store/db/queries/installations";
import { AppError } from "@store/domain/errors";
import { isConnection, operationMessage, operationTypeFor } from "@store/domain/installation";
import type { TInstallAppRequest, TInstallAppResponse } from "@store/domain/schemas/tenant";
import { appErrorFromSuite, type TSuiteApi } from "@/features/auth/suite-api";
import type { TRouteSession } from "@/server/session";
import { type TOperator, toInstalledApp } from "./tenant-admin-context";

/**
 * Installs an app for the admin's current tenant (DOMAIN.md 'Integration types'): connect and
 * adapt grant the app's OAuth client at the parent service, so every published app of that shared
 * account becomes installed; install and labs apps add an add-on whose id is kept. One operation
 * log row is written when anything new was installed.
 */
export async function installApp(
  db: TDb,
  params: { session: TRouteSession; operator: TOperator; request: TInstallAppRequest; suite: TSuiteApi },
): Promise<TInstallAppResponse> {
  const { session, operator, suite } = params;
  const { code } = params.request;
  const app = await findAppForInstallation(db, { code });
  if (!app || app.status === "draft" || app.status === "archived") {
    throw new AppError("NOT_FOUND", `app ${code} not found`);
  }
  if (app.status !== "published" || !app.installable || app.isSuiteOptionWithSubscription) {
    throw new AppError("BAD_REQUEST", `app ${code} cannot be installed`);
  }
  if (app.suiteDataIntegrationOnly && !(await hasSuiteDataInstalled(db, { tenantId: operator.tenantId }))) {
    throw new AppError("BAD_REQUEST", `app ${code} needs the data integration feature first`);
  }

  const callSuite = async <T>(call: (accessToken: string) => Promise<T>): Promise<T> => {
    try {
      return await session.withAccessToken(call);
    } catch (error) {
      throw appErrorFromSuite(error);
    }
  };

  let rows: { appId: number; addonId: string | null; name: string }[];
  if (isConnection(app.integrationType)) {
    const { oauthClientId, suiteClientId } = app;
    if (oauthClientId === null || suiteClientId === null) {
      throw new AppError("BAD_REQUEST", `app ${code} has no OAuth client to connect`);
    }
    await callSuite((token) => suite.grantConnection(token, operator.tenantId, suiteClientId, app.code));
    const group = await findAppsOfOauthClient(db, { oauthClientId, includeAppId: app.id });
    rows = group.map((member) => ({ appId: member.id, addonId: null, name: member.name }));
  } else {
    const { addonId } = await callSuite((token) => suite.addAddon(token, operator.tenantId, app.code));
    rows = [{ appId: app.id, addonId, name: app.name }];
  }

  await db.transaction(async (tx) => {
    const added = await insertInstallations(tx, {
      tenantId: operator.tenantId,
      installedBy: operator.suiteUserId,
      rows: rows.map(({ appId, addonId }) => ({ appId, addonId })),
    });
    if (added.length === 0) return;
    const operationType = operationTypeFor(app.integrationType, "install");
    const appNames = rows.filter((row) => added.includes(row.appId)).map((row) => row.name);
    await insertOperationLog(tx, {
      ...operator,
      appNames,
      operationType,
      message: operationMessage(operationType, appNames),
    });
  });

  const installed = await findInstalledApps(db, { tenantId: operator.tenantId, appIds: rows.map((row) => row.appId) });
  return { apps: installed.map(toInstalledApp) };
}
