import "server-only";
import { SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import { type TTenantAccess, type TTenantAccessAnswer, tenantAccessFromSuite } from "@store/domain/tenant-access";
import type { TSuiteMe } from "../suite/suite-answers";
import type { TSuiteApi } from "../suite/suite-api";
import { SuiteRequestError } from "../suite/suite-errors";
import { refreshSessionState } from "./refresh-session";
import { accessTokenExpiresSoon, type TSessionState } from "./session-state";

// One question to the parent service about a signed-in caller, with the token refresh it may need
// on the way; tenant-principal.ts records the answer.

/** What asking needs: the client, the time, and whether tokens may be refreshed here. */
export type TAskDeps = {
  suite: TSuiteApi;
  now: number;
  /** Whether tokens may be refreshed here: only where the response can store the rotated token. */
  canRefresh: boolean;
  /** Refresh the access token first (the client asked the session endpoint for it). */
  refreshFirst?: boolean;
};

type TCallResult<T> =
  | { kind: "ok"; value: T }
  | { kind: "refused"; status: number; message: string }
  | { kind: "ended" }
  | { kind: "needsRefresh" }
  | { kind: "silent" };

export type TSuiteAnswer =
  | {
      kind: "answered";
      me: TSuiteMe | null;
      access: TTenantAccess;
      subdomain: string | null;
      /** users/me's refusal, when it refused. */
      refusal: { status: number; message: string } | null;
    }
  | { kind: "ended" }
  | { kind: "needsRefresh" }
  | { kind: "silent" };

/**
 * Asks the parent service who the caller is: users/me (401 invalid or expired token, 403 IP
 * restriction, 400 inactive subdomain), then for an admin of the current tenant its payment check
 * (402). An expired or unknown access token is refreshed once where that is allowed.
 */
export async function askParentService(
  initial: TSessionState,
  deps: TAskDeps,
): Promise<{ answer: TSuiteAnswer; state: TSessionState }> {
  let state = initial;
  let refreshed = false;
  const answered = (
    me: TSuiteMe | null,
    refusal: { status: number; message: string } | null,
    access: TTenantAccessAnswer = { access: "ok", subdomain: null },
  ) => ({ answer: { kind: "answered" as const, me, refusal, ...access }, state });

  async function refresh(): Promise<"refreshed" | "ended" | "silent"> {
    const result = await refreshSessionState(state, deps.suite, deps.now);
    state = result.state;
    if (result.outcome === "refreshed") refreshed = true;
    return result.outcome === "unchanged" ? "silent" : result.outcome;
  }

  async function call<T>(request: (accessToken: string) => Promise<T>): Promise<TCallResult<T>> {
    for (;;) {
      try {
        return { kind: "ok", value: await request(state.accessToken) };
      } catch (error) {
        if (!(error instanceof SuiteRequestError)) throw error;
        if (error.status === 0 || error.status >= 500) return { kind: "silent" };
        const tokenRefused =
          error.status === 401 &&
          (error.message === SUITE_ERROR_MESSAGES.expiredAccessToken ||
            error.message === SUITE_ERROR_MESSAGES.invalidAccessToken);
        if (!tokenRefused || refreshed) return { kind: "refused", status: error.status, message: error.message };
        if (!deps.canRefresh) {
          // An unknown (revoked) token ends the session for every reader; only an expired one
          // waits for a place that can refresh it.
          return error.message === SUITE_ERROR_MESSAGES.invalidAccessToken
            ? { kind: "ended" }
            : { kind: "needsRefresh" };
        }
        const outcome = await refresh();
        if (outcome !== "refreshed") return { kind: outcome };
      }
    }
  }

  if ((deps.refreshFirst && deps.canRefresh) || accessTokenExpiresSoon(state, deps.now)) {
    if (!deps.canRefresh) return { answer: { kind: "needsRefresh" }, state };
    const outcome = await refresh();
    if (outcome !== "refreshed") return { answer: { kind: outcome }, state };
  }

  const me = await call((token) => deps.suite.fetchMe(token));
  if (me.kind === "refused") {
    return answered(null, { status: me.status, message: me.message }, tenantAccessFromSuite(me.status, me.message));
  }
  if (me.kind !== "ok") return { answer: me, state };

  const current = me.value.tenants.find((tenant) => tenant.id === me.value.currentTenantId);
  if (!me.value.admin || !current) return answered(me.value, null);
  const payment = await call((token) => deps.suite.checkPaymentStatus(token, current.id));
  if (payment.kind === "refused") {
    return answered(me.value, null, tenantAccessFromSuite(payment.status, payment.message));
  }
  if (payment.kind !== "ok") return { answer: payment, state };
  return answered(me.value, null);
}
