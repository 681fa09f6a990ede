import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import { findOpenInstallationOperation } from "@store/db/queries/installation-operations";
import {
  findInstallationScopes,
  type TInstallationScopes,
  updateDeclinedScopes,
  updateGrantedScopes,
} from "@store/db/queries/installation-scopes";
import { findAppForInstallation, logOperation } from "@store/db/queries/installations";
import type { TOperationType } from "@store/domain/enums";
import { AppError } from "@store/domain/errors";
import { isConnection } from "@store/domain/installation";
import { normalizeScopes } from "@store/domain/integration";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app-content";
import type { TScopeUpdateRequest, TScopeUpdateResponse } from "@store/domain/schemas/scope-update";
import { grantedScopeUnion, pendingScopeUpdate, type TPendingScopeUpdate } from "@store/domain/scope-update";
import type { TSuiteApi } from "@/server/suite/suite-api";
import { appErrorFromSuite } from "@/server/suite/suite-errors";
import type { TRouteSession } from "@/server/tenant-session/session";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import { uninstallApp } from "../installations/uninstall-app";

type TParams = {
  session: TRouteSession;
  actor: TTenantActor;
  code: string;
  request: TScopeUpdateRequest;
  suite: TSuiteApi;
  timeoutMs: number;
};

function appNotFound(code: string): AppError {
  return new AppError("NOT_FOUND", `app ${code} not found`, {
    userMessage: { key: "serverErrors.tenantAdmin.appNotFound" },
  });
}

/**
 * Issue 27 item 4: the admin's answer to an installed app's update that asks for more scopes.
 * Approving grants the new set at the parent service with the admin's token (for a shared provider
 * account, what every installed app of it asks) and records it; keeping the old grant records the
 * request as declined, so it is not asked again; disconnecting is the uninstall. Approving and
 * keeping write one operation-log row each; an update no longer waiting is a 409.
 */
export async function decideScopeUpdate(db: TDb, params: TParams): Promise<TScopeUpdateResponse> {
  const { actor, code } = params;
  const app = APP_CODE_PATTERN.test(code) ? await findAppForInstallation(db, { code }) : undefined;
  if (!app) throw appNotFound(code);
  const [row] = await findInstallationScopes(db, { tenantId: actor.tenantId, appIds: [app.id] });
  if (!row) {
    throw new AppError("NOT_FOUND", `app ${code} is not installed`, {
      userMessage: { key: "serverErrors.tenantAdmin.notInstalled", values: { name: app.name } },
    });
  }
  const pending = pendingScopeUpdate(row, row.scopes);
  if (!pending) {
    throw new AppError("CONFLICT", `no update of ${code} waits for the tenant's approval`, {
      userMessage: { key: "serverErrors.tenantAdmin.noScopeUpdate", values: { name: app.name } },
    });
  }
  switch (params.request.decision) {
    case "disconnect": {
      const result = await uninstallApp(db, params);
      return { status: result.status === "in_progress" ? "in_progress" : "disconnected", grantedScopes: [] };
    }
    case "keep":
      await db.transaction(async (tx) => {
        await updateDeclinedScopes(tx, {
          tenantId: actor.tenantId,
          appId: row.appId,
          declinedScopes: pending.requested,
        });
        await logDecision(tx, actor, row, "scopes_kept", pending.added);
      });
      return { status: "kept", grantedScopes: normalizeScopes(row.grantedScopes ?? []) };
    case "approve":
      return approve(db, params, row, pending);
  }
}

async function approve(
  db: TDb,
  params: TParams,
  row: TInstallationScopes,
  pending: TPendingScopeUpdate,
): Promise<TScopeUpdateResponse> {
  const { actor } = params;
  const connection = isConnection(row.integrationType) && row.suiteClientId !== null;
  // A connection's grant covers every app of the account; an add-on's is its own.
  const account =
    connection && row.oauthClientId !== null
      ? (await findInstallationScopes(db, { tenantId: actor.tenantId })).filter(
          (other) => other.oauthClientId === row.oauthClientId,
        )
      : [row];
  const grantedScopes = grantedScopeUnion(
    account.map((other) => ({
      scopes: other.appId === row.appId ? pending.requested : (other.grantedScopes ?? other.scopes),
    })),
  );
  if (!connection && row.addonKey) await regrantAddon(db, params, row, row.addonKey, grantedScopes);
  if (connection && row.suiteClientId !== null) {
    const suiteClientId = row.suiteClientId;
    await assertNoOpenOperation(db, actor.tenantId, `connection:${suiteClientId}`);
    try {
      await params.session.withAccessToken((token) =>
        params.suite.grantConnection(
          token,
          actor.tenantId,
          suiteClientId,
          { appCode: row.code, scopes: grantedScopes },
          { idempotencyKey: randomUUID() },
        ),
      );
    } catch (error) {
      throw appErrorFromSuite(error);
    }
  }
  await db.transaction(async (tx) => {
    await updateGrantedScopes(tx, {
      tenantId: actor.tenantId,
      appIds: account.map((other) => other.appId),
      grantedScopes,
    });
    await logDecision(tx, actor, row, "scopes_approved", pending.added);
  });
  return { status: "approved", grantedScopes };
}

/** Not while an install or uninstall of the same account waits for the parent service. */
async function assertNoOpenOperation(db: TDb, tenantId: string, account: string): Promise<void> {
  if (!(await findOpenInstallationOperation(db, { tenantId, account }))) return;
  throw new AppError("CONFLICT", `an install or uninstall of ${account} is in progress`, {
    userMessage: { key: "tenantAdmin.errors.operationInProgress" },
    retryAfterSeconds: 10,
  });
}

/**
 * An add-on registered at the parent service (issue 27) holds its grant there: it is added again
 * with the new scopes, which the parent service applies to the add-on the tenant has.
 */
async function regrantAddon(db: TDb, params: TParams, row: TInstallationScopes, addonKey: string, scopes: string[]) {
  const { actor } = params;
  await assertNoOpenOperation(db, actor.tenantId, `addon:${row.appId}`);
  try {
    await params.session.withAccessToken((token) =>
      params.suite.addAddon(
        token,
        actor.tenantId,
        { appCode: row.code, addonKey, scopes },
        { idempotencyKey: randomUUID() },
      ),
    );
  } catch (error) {
    throw appErrorFromSuite(error);
  }
}

async function logDecision(
  tx: TDb,
  actor: TTenantActor,
  row: TInstallationScopes,
  operationType: Extract<TOperationType, "scopes_approved" | "scopes_kept">,
  added: string[],
): Promise<void> {
  await logOperation(tx, actor, { operationType, appNames: [row.name], scopes: added });
}
