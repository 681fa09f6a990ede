import "server-only";
import type { TDb } from "@store/db/client";
import { findDevelopmentTenantById, recordDevelopmentInstallation } from "@store/db/queries/development-installs";
import type { Logger } from "pino";
import { developmentTenantConnections } from "@/server/suite/development-tenants";
import { openInstallState } from "./install-state";

export type TDevelopmentInstallOutcome = "installed" | "cancelled" | "failed" | "expired";

/**
 * The parent service's answer to a development installation: with a code, the grant is read from
 * the parent service (the tenant's connection to the client, with the scopes consented) and kept;
 * an answer whose state does not hold (forged, expired, another browser's) changes nothing.
 * Answers where to send the browser, with the outcome in the query.
 */
export async function finishDevelopmentInstall(
  db: TDb,
  params: {
    query: { state?: string; code?: string; error?: string };
    nonce: string | undefined;
    now: Date;
    log: Logger;
  },
): Promise<{ returnTo: string; outcome: TDevelopmentInstallOutcome }> {
  const state = params.query.state ? await openInstallState(params.query.state, params.nonce, params.now) : null;
  if (!state) return { returnTo: "/developers", outcome: "expired" };
  const back = (outcome: TDevelopmentInstallOutcome) => ({ returnTo: state.returnTo, outcome });
  if (params.query.error || !params.query.code)
    return back(params.query.error === "access_denied" ? "cancelled" : "failed");
  const tenant = await findDevelopmentTenantById(db, { id: state.tenantId });
  if (!tenant) return back("failed");
  try {
    const connections = await developmentTenantConnections(state.tenantId);
    const granted = connections.find((connection) => connection.oauthClientId === state.clientId);
    if (!granted) return back("failed");
    await recordDevelopmentInstallation(db, {
      tenantId: state.tenantId,
      draftAppId: state.draftId,
      oauthClientId: state.clientId,
      addonKey: null,
      scopes: [...granted.scopes].sort(),
      installedBy: granted.grantedBy,
      now: params.now,
    });
    return back("installed");
  } catch (error) {
    params.log.warn({ err: error, tenantId: state.tenantId }, "a development installation could not be confirmed");
    return back("failed");
  }
}
