import "server-only";
import type { TDb } from "@store/db/client";
import {
  deleteInstallations,
  findAppForInstallation,
  findInstalledApps,
  insertOperationLog,
} from "@store/db/queries/installations";
import { AppError } from "@store/domain/errors";
import { isConnection, operationMessage, operationTypeFor } from "@store/domain/installation";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app";
import { appErrorFromSuite, type TSuiteApi } from "@/features/auth/suite-api";
import type { TRouteSession } from "@/server/session";
import type { TOperator } from "./tenant-admin-context";

/**
 * Uninstalls an app from the admin's current tenant: connect and adapt revoke the OAuth client's
 * grant, which disconnects every app of the shared account; add-ons are removed. Apps that are not
 * uninstallable are refused (SPEC §5). One operation log row per effective uninstall.
 */
export async function uninstallApp(
  db: TDb,
  params: { session: TRouteSession; operator: TOperator; code: string; suite: TSuiteApi },
): Promise<void> {
  const { session, operator, code, suite } = params;
  const app = APP_CODE_PATTERN.test(code) ? await findAppForInstallation(db, { code }) : undefined;
  if (!app) throw new AppError("NOT_FOUND", `app ${code} not found`);
  const installed = await findInstalledApps(db, { tenantId: operator.tenantId });
  const own = installed.find((row) => row.id === app.id);
  if (!own) throw new AppError("NOT_FOUND", `app ${code} is not installed`);
  if (!app.uninstallable) {
    throw new AppError("BAD_REQUEST", `app ${code} can only be disconnected by contacting sales or support`);
  }

  const callSuite = async (call: (accessToken: string) => Promise<void>): Promise<void> => {
    try {
      await session.withAccessToken(call);
    } catch (error) {
      throw appErrorFromSuite(error);
    }
  };

  let removed = [own];
  if (isConnection(app.integrationType) && app.suiteClientId !== null) {
    const clientId = app.suiteClientId;
    await callSuite((token) => suite.revokeConnection(token, operator.tenantId, clientId));
    removed = installed.filter((row) => row.oauthClientId === clientId);
  } else if (own.addonId) {
    const addonId = own.addonId;
    await callSuite((token) => suite.removeAddon(token, operator.tenantId, addonId));
  }

  await db.transaction(async (tx) => {
    const deleted = await deleteInstallations(tx, {
      tenantId: operator.tenantId,
      appIds: removed.map((row) => row.id),
    });
    if (deleted.length === 0) return;
    const operationType = operationTypeFor(app.integrationType, "uninstall");
    const appNames = removed.filter((row) => deleted.includes(row.id)).map((row) => row.name);
    await insertOperationLog(tx, {
      ...operator,
      appNames,
      operationType,
      message: operationMessage(operationType, appNames),
    });
  });
}
