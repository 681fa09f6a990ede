import "server-only";
import type { TDb } from "@store/db/client";
import { findInstallationOperation, leaseInstallationOperation } from "@store/db/queries/installation-operations";
import type { TClaimedJob } from "@store/db/queries/jobs";
import type { TSuiteApi } from "@/server/suite/suite-api";
import { SuiteRequestError } from "@/server/suite/suite-errors";
import { config } from "@/server/config";
import { z } from "zod";
import { defineJob, type TJobContext } from "@/server/jobs/jobs";
import {
  attemptOperation,
  leaseMs,
  RECONCILE_INSTALLATION_JOB,
  RECONCILE_MAX_ATTEMPTS,
  sendOperation,
  settleOperation,
} from "./installation-operation";
import { installationSuiteApi } from "./installation-suite";

/**
 * Statuses with which the parent service refuses the store's own call without applying it. A 401
 * is not one: it speaks of the store's token, not of the operation, so the job tries again.
 */
const REFUSED_FOR_STORE = [400, 402, 403, 404, 422] as const;

/**
 * The reconciling job of one installation operation left open (its answer lost, a 5xx, too slow,
 * or the web process gone): it sends the same call again with the same idempotency key and the
 * store's own token, and closes the operation by the answer. A call the parent service had applied
 * is answered as it was then, so it is recorded, not repeated; one it had not is applied now. Until
 * an answer is certain the job fails and is retried with backoff; the operation stays 'in progress'.
 */
export function reconcileInstallation(deps: { suite: () => TSuiteApi; timeoutMs: () => number }) {
  return async (db: TDb, payload: { operationId: number }, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const id = payload.operationId;
    const now = ctx?.now() ?? new Date();
    const holder = `job:${job.id}:${job.attempts}`;
    const op = await leaseInstallationOperation(db, {
      id,
      owner: holder,
      now,
      until: new Date(now.getTime() + leaseMs(deps.timeoutMs(), 2)),
    });
    if (!op) {
      const current = await findInstallationOperation(db, id);
      if (current?.state !== "pending") return;
      throw new Error(
        `installation operation ${id} is held by ${current.leaseOwner} until ${current.leaseUntil?.toISOString()}`,
      );
    }
    const suite = deps.suite();
    let token: string;
    try {
      token = await suite.storeAccessToken();
    } catch (error) {
      await settleOperation(db, op, holder, { kind: "unknown", error }, ctx?.now() ?? new Date());
      throw error;
    }
    const outcome = await attemptOperation(() => sendOperation(suite, token, op), REFUSED_FOR_STORE);
    await settleOperation(db, op, holder, outcome, ctx?.now() ?? new Date());
    if (outcome.kind === "unknown") {
      if (outcome.error instanceof SuiteRequestError && outcome.error.status === 401) suite.forgetStoreAccessToken();
      throw outcome.error;
    }
  };
}

/** The reconciling job of installs and uninstalls, for the store's job worker. */
export const reconcileInstallationJob = defineJob({
  kind: RECONCILE_INSTALLATION_JOB,
  lane: "suite",
  payload: z.object({ operationId: z.number().int().positive() }),
  handler: reconcileInstallation({ suite: installationSuiteApi, timeoutMs: () => config().SUITE_TIMEOUT_MS }),
  maxAttempts: RECONCILE_MAX_ATTEMPTS,
});
