import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import {
  closeInstallationOperation,
  describeInstallationOperation,
  findInstallationOperation,
  findOpenInstallationOperation,
  openInstallationOperation,
  releaseInstallationOperation,
  type TInstallationOperation,
} from "@store/db/queries/installation-operations";
import { deleteInstallations, insertInstallations, logOperation } from "@store/db/queries/installations";
import { enqueueJob, rescheduleJob } from "@store/db/queries/jobs";
import { recordListingEvent, recordUninstallReason } from "@store/db/queries/listing-events";
import type { TOperationAnalytics, TOperationApp } from "@store/db/schema/installation-operations";
import { AppError } from "@store/domain/errors";
import { isConnection, operationTypeFor } from "@store/domain/installation";
import { grantedScopeUnion } from "@store/domain/scope-update";
import { enqueueLifecycleWebhooks } from "@/features/platform/webhooks/index.server";
import { approveAccessOnInstall } from "@/features/tenant/access-request/index.server";
import type { TSuiteApi } from "@/server/suite/suite-api";
import { SuiteRequestError } from "@/server/suite/suite-errors";
import type { TRouteSession } from "@/server/tenant-session/session";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";

// An install or uninstall keeps the store and the parent service in agreement (ARCHITECTURE.md,
// parent-service calls that change state): the operation is recorded before the call, sent with
// its idempotency key, and closed together with the installations and the log row it causes.
// When the answer is lost, a 5xx or too slow, the operation stays open ('in progress') and the
// reconciling job sends the same call again until the parent service answers it for certain.
// Only one operation per tenant and provider account is open at a time, so installs and
// uninstalls cannot cross, in one web process or several.

export const RECONCILE_INSTALLATION_JOB = "installationReconcile";
/** About two days of retries at the capped backoff before the job gives up (a 409 revives it). */
export const RECONCILE_MAX_ATTEMPTS = 50;
/** Beyond the calls' own timeouts, for the holder of an operation to close it. */
const LEASE_MARGIN_MS = 5_000;

export function reconcileJobKey(operationId: number): string {
  return `installation-reconcile:${operationId}`;
}

/** The serialised unit: a shared provider account (its OAuth client), or one add-on app. */
export function operationAccount(app: { id: number; suiteClientId: string | null }, connection: boolean): string {
  return connection && app.suiteClientId !== null ? `connection:${app.suiteClientId}` : `addon:${app.id}`;
}

/** How long the holder of an operation may take for `calls` calls of `timeoutMs` each, and closing it. */
export function leaseMs(timeoutMs: number, calls: number): number {
  return timeoutMs * calls + LEASE_MARGIN_MS;
}

/**
 * Records the operation as open and queues the job that reconciles it if its holder never closes
 * it (a crash, a lost answer), in one transaction. `describe` runs once the operation holds its
 * account, so what it reads cannot change under it; it may throw to open nothing. Another open
 * operation on the account is a 409.
 */
export async function openOperation(
  db: TDb,
  params: {
    actor: TTenantActor;
    kind: TInstallationOperation["kind"];
    app: { id: number; integrationType: TInstallationOperation["integrationType"]; suiteClientId: string | null };
    account: string;
    holder: string;
    holdMs: number;
    now: Date;
    /** The install's campaign values or the uninstall's reason, recorded once it is applied (issue 29). */
    analytics?: TOperationAnalytics | null;
    describe: (tx: TDb) => Promise<{ apps: TOperationApp[]; addonId: string | null }>;
  },
): Promise<TInstallationOperation> {
  const { actor, app, now } = params;
  const leaseUntil = new Date(now.getTime() + params.holdMs);
  const opened = await db.transaction(async (tx) => {
    const row = await openInstallationOperation(tx, {
      tenantId: actor.tenantId,
      kind: params.kind,
      appId: app.id,
      integrationType: app.integrationType,
      account: params.account,
      suiteClientId: params.account.startsWith("connection:") ? app.suiteClientId : null,
      apps: [],
      idempotencyKey: randomUUID(),
      suiteUserId: actor.suiteUserId,
      email: actor.email,
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      leaseOwner: params.holder,
      leaseUntil,
      analytics: params.analytics ?? null,
    });
    if (!row) return undefined;
    const { apps, addonId } = await params.describe(tx);
    await describeInstallationOperation(tx, { id: row.id, apps, addonId });
    await enqueueJob(tx, {
      kind: RECONCILE_INSTALLATION_JOB,
      lane: "suite",
      payload: { operationId: row.id },
      idempotencyKey: reconcileJobKey(row.id),
      maxAttempts: RECONCILE_MAX_ATTEMPTS,
      runAt: leaseUntil,
    });
    return { ...row, apps, addonId };
  });
  if (opened) return opened;
  const open = await findOpenInstallationOperation(db, { tenantId: actor.tenantId, account: params.account });
  // A job that gave up on the open operation is woken up: the account must not stay blocked.
  if (open) await rescheduleJob(db, { idempotencyKey: reconcileJobKey(open.id), runAt: now, revive: true });
  throw new AppError("CONFLICT", `another install or uninstall of ${params.account} is in progress`, {
    userMessage: { key: "tenantAdmin.errors.operationInProgress" },
    retryAfterSeconds: 10,
  });
}

/**
 * What an install grants (issue 27): every scope the covered apps ask, together (a shared provider
 * account is granted once); null for an operation recorded before scopes.
 */
export function operationScopes(op: Pick<TInstallationOperation, "apps">): string[] | null {
  if (op.apps.every((app) => app.scopes === undefined)) return null;
  return grantedScopeUnion(op.apps.map((app) => ({ scopes: app.scopes ?? [] })));
}

/** The parent-service call of an operation, with its idempotency key: at most one effect, however often sent. */
export async function sendOperation(
  suite: TSuiteApi,
  accessToken: string,
  op: TInstallationOperation,
): Promise<{ addonId: string | null }> {
  const options = { idempotencyKey: op.idempotencyKey };
  const app = op.apps.find((covered) => covered.id === op.appId) ?? op.apps[0];
  const code = app?.code ?? "";
  if (op.kind === "install") {
    if (op.suiteClientId !== null) {
      const scopes = operationScopes(op) ?? [];
      await suite.grantConnection(accessToken, op.tenantId, op.suiteClientId, { appCode: code, scopes }, options);
      return { addonId: null };
    }
    // The add-on's registration and scopes (issue 27); an operation recorded before them sends the code alone.
    const addon = { appCode: code, addonKey: app?.addonKey ?? null, scopes: app?.scopes ?? null };
    return suite.addAddon(accessToken, op.tenantId, addon, options);
  }
  if (op.suiteClientId !== null) await suite.revokeConnection(accessToken, op.tenantId, op.suiteClientId, options);
  else if (op.addonId !== null) await suite.removeAddon(accessToken, op.tenantId, op.addonId, options);
  return { addonId: null };
}

/** What one call for an operation came to. */
export type TOperationOutcome =
  | { kind: "applied"; addonId: string | null }
  | { kind: "refused"; error: unknown }
  | { kind: "unknown"; error: unknown };

/**
 * Runs the call and says what is known afterwards. Only a parent-service answer that it did not
 * apply the call (`refusedStatuses`), or a refusal of the store before anything was sent, is a
 * refusal; silence, a 5xx, a timeout or an unreadable answer may hide an applied call.
 */
export async function attemptOperation(
  call: () => Promise<{ addonId: string | null }>,
  refusedStatuses: readonly number[],
): Promise<TOperationOutcome> {
  try {
    const { addonId } = await call();
    return { kind: "applied", addonId };
  } catch (error) {
    if (error instanceof AppError) return { kind: "refused", error };
    if (error instanceof SuiteRequestError && refusedStatuses.includes(error.status)) return { kind: "refused", error };
    return { kind: "unknown", error };
  }
}

/**
 * Closes the operation held by `holder` as its outcome says, with the installations and the one
 * log row an applied operation causes, in one transaction; an unknown outcome leaves it open and
 * makes its job due now. False when the holder could not close it (someone else holds it now).
 */
export async function settleOperation(
  db: TDb,
  op: TInstallationOperation,
  holder: string,
  outcome: TOperationOutcome,
  now: Date,
): Promise<boolean> {
  if (outcome.kind === "unknown") {
    await releaseInstallationOperation(db, { id: op.id, owner: holder, now, error: describeError(outcome.error) });
    await rescheduleJob(db, { idempotencyKey: reconcileJobKey(op.id), runAt: now });
    return false;
  }
  return db.transaction(async (tx) => {
    const closed = await closeInstallationOperation(tx, {
      id: op.id,
      owner: holder,
      state: outcome.kind === "applied" ? "applied" : "failed",
      now,
      addonId: outcome.kind === "applied" ? outcome.addonId : null,
      error: outcome.kind === "refused" ? describeError(outcome.error) : undefined,
    });
    if (closed && outcome.kind === "applied") await recordApplied(tx, op, outcome.addonId);
    return closed;
  });
}

/** The store's side of an applied operation: installations added or removed, and their log row. */
async function recordApplied(tx: TDb, op: TInstallationOperation, addonId: string | null): Promise<void> {
  const grantedScopes = op.kind === "install" ? operationScopes(op) : null;
  const changed =
    op.kind === "install"
      ? await insertInstallations(tx, {
          tenantId: op.tenantId,
          installedBy: op.suiteUserId,
          rows: op.apps.map((app) => ({
            appId: app.id,
            addonId: op.suiteClientId === null ? addonId : null,
            grantedScopes,
          })),
        })
      : await deleteInstallations(tx, { tenantId: op.tenantId, appIds: op.apps.map((app) => app.id) });
  if (changed.length === 0) return;
  const operationType = operationTypeFor(op.integrationType, op.kind);
  const appNames = op.apps.filter((app) => changed.includes(app.id)).map((app) => app.name);
  await logOperation(tx, op, { operationType, appNames, scopes: grantedScopes });
  await enqueueLifecycleWebhooks(tx, { tenantId: op.tenantId, operationType, appIds: changed, now: new Date() });
  // SPEC §3 Access request: an install answers the open requests for the apps it added.
  if (op.kind === "install") {
    await approveAccessOnInstall(tx, { actor: op, apps: op.apps.filter((app) => changed.includes(app.id)) });
  }
  await recordListingEvents(tx, op, changed);
}

/**
 * Partner analytics (issue 29): one event per app the operation added or removed, with the tenant
 * and the install's campaign values, and the uninstall's reason for the app the admin acted on
 * (without tenant or person). Operations are never for development tenants (development installs
 * are apart), so whatever is applied here counts.
 */
async function recordListingEvents(tx: TDb, op: TInstallationOperation, changed: number[]): Promise<void> {
  const connection = isConnection(op.integrationType);
  const kind = op.kind === "install" ? (connection ? "connect" : "install") : connection ? "disconnect" : "uninstall";
  const at = new Date();
  for (const appId of changed) {
    await recordListingEvent(tx, { appId, kind, tenantId: op.tenantId, campaign: op.analytics?.campaign, at });
  }
  const given = op.analytics?.uninstallReason;
  if (op.kind === "uninstall" && given && changed.includes(op.appId)) {
    await recordUninstallReason(tx, { appId: op.appId, reason: given.reason, note: given.note, at });
  }
}

function describeError(error: unknown): string {
  if (error instanceof SuiteRequestError) return `${error.status} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** What a request that opened an operation answers: done, or still in progress (202). */
export type TRequestedOperation = { state: "done" | "in_progress"; op: TInstallationOperation };

/** Statuses with which the parent service refuses an admin's call without applying it. */
const REFUSED_FOR_ADMIN = [400, 401, 402, 403, 404, 422] as const;

/**
 * The request's part: one call with the admin's access token, then closing the operation. A
 * refusal is thrown as the parent service's error (SPEC §8); anything uncertain answers 'in
 * progress' and the job takes over.
 */
export async function performRequestedOperation(
  db: TDb,
  params: {
    op: TInstallationOperation;
    holder: string;
    suite: TSuiteApi;
    session: Pick<TRouteSession, "withAccessToken">;
    toAppError: (error: unknown) => unknown;
  },
): Promise<TRequestedOperation> {
  const { op, holder, suite, session } = params;
  const outcome = await attemptOperation(
    () => session.withAccessToken((token) => sendOperation(suite, token, op)),
    REFUSED_FOR_ADMIN,
  );
  if (await settleOperation(db, op, holder, outcome, new Date())) {
    if (outcome.kind === "refused") throw params.toAppError(outcome.error);
    return { state: "done", op: await reread(db, op) };
  }
  // Left open, or closed meanwhile by the job that took it over: answer what is true now.
  const current = await reread(db, op);
  if (current.state === "failed") {
    throw new AppError("UNEXPECTED", `operation ${op.id} was refused by the parent service: ${current.lastError}`);
  }
  return { state: current.state === "applied" ? "done" : "in_progress", op: current };
}

async function reread(db: TDb, op: TInstallationOperation): Promise<TInstallationOperation> {
  return (await findInstallationOperation(db, op.id)) ?? op;
}
