import "server-only";
import type { TDb } from "@store/db/client";
import {
  findTenantSession,
  insertTenantSession,
  recordTenantSessionAnswer,
  revokeTenantSession,
  type TTenantSessionAnswer,
  type TTenantSessionRow,
} from "@store/db/queries/tenant-sessions";
import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import type { TSessionUser } from "@store/domain/schemas/tenant";
import {
  decideTenantAccess,
  type TAccessLevel,
  type TBlockedTenantAccess,
  type TTenantAccess,
  type TTenantAccessAnswer,
  tenantAccessFromSuite,
} from "@store/domain/tenant-access";
import { refreshSessionState } from "./refresh-session";
import {
  accessTokenExpiresSoon,
  stateAfterRefreshFailure,
  type TSessionState,
  type TSuiteMe,
  toSessionUser,
} from "./session-state";
import { SuiteRequestError, type TSuiteApi } from "./suite-api";

// One decision about who a signed-in tenant caller is, for pages, the session endpoint and the API
// alike. The answer lives in a tenant_sessions row that every web process reads; it is asked of the
// parent service again once it is older than the revalidation window, at once after a tenant
// switch, and a back-channel logout (or a refused token) ends it.

/** Who the caller is, as the parent service last confirmed it. */
export type TTenantPrincipal = {
  sessionId: string;
  user: TSessionUser;
  access: TTenantAccess;
  /** The subdomain of an inactive-subdomain answer. */
  subdomain: string | null;
  validatedAt: number;
};

/**
 * A tenant admin as a tenant-admin route receives them: the access decision (tenant-access.ts)
 * lets no admin through without a current tenant.
 */
export type TTenantAdminPrincipal = TTenantPrincipal & {
  user: TSessionUser & { currentTenant: NonNullable<TSessionUser["currentTenant"]> };
};

export type TPrincipalDeps = {
  db: TDb;
  suite: TSuiteApi;
  now: number;
  /** How long (ms) an answer of the parent service is trusted. */
  revalidateMs: number;
  /** Whether tokens may be refreshed here: only where the response can store the rotated token. */
  canRefresh: boolean;
  /** Ask the parent service now, whatever the age of its last answer (after a tenant switch). */
  force?: boolean;
  /** Refresh the access token first (the client asked the session endpoint for it). */
  refreshFirst?: boolean;
};

export type TPrincipalResolution =
  /** No session, an ended one (logout, refused refresh), or one of another user: a visitor. */
  | { kind: "ended"; state: TSessionState | null }
  | {
      kind: "principal";
      principal: TTenantPrincipal;
      /** The cookie's state, with refreshed tokens and the row's view of the user. */
      state: TSessionState;
      stateChanged: boolean;
      /** Why the answer is older than the window: a refresh is needed first, or the suite is silent. */
      stale: null | "needsRefresh" | "suiteSilent";
    };

/** How long a session can live: the parent service's refresh token lasts 14 days. */
export const TENANT_SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

type TCallResult<T> =
  | { kind: "ok"; value: T }
  | { kind: "refused"; status: number; message: string }
  | { kind: "ended" }
  | { kind: "needsRefresh" }
  | { kind: "silent" };

type TSuiteAnswer =
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
async function askParentService(
  initial: TSessionState,
  deps: Pick<TPrincipalDeps, "suite" | "now" | "canRefresh" | "refreshFirst">,
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

/** The row's fields for an answer; a refusal keeps what was last known of the user's tenants. */
function answerFields(
  answer: Extract<TSuiteAnswer, { kind: "answered" }>,
  known: Pick<TTenantSessionRow, "name" | "email" | "tenants" | "currentTenantId" | "admin">,
  now: number,
): TTenantSessionAnswer {
  const { me } = answer;
  return {
    name: me?.name ?? known.name,
    email: me?.email ?? known.email,
    tenants: me?.tenants ?? known.tenants,
    currentTenantId: me ? me.currentTenantId : known.currentTenantId,
    admin: me ? me.admin : known.admin,
    access: answer.access,
    accessSubdomain: answer.subdomain,
    validatedAt: new Date(now),
  };
}

/** The cookie's copy of the row's view of the user, so the two never disagree. */
function mirrorRow(state: TSessionState, row: TTenantSessionAnswer & { suiteUserId: string }): TSessionState {
  return {
    ...state,
    userId: row.suiteUserId,
    name: row.name,
    email: row.email,
    admin: row.admin,
    currentTenantId: row.currentTenantId,
    tenants: row.tenants,
    access: row.access,
    accessSubdomain: row.accessSubdomain,
  };
}

function principalOf(state: TSessionState, row: TTenantSessionAnswer & { id: string }): TTenantPrincipal {
  return {
    sessionId: row.id,
    user: toSessionUser(state),
    access: row.access,
    subdomain: row.accessSubdomain,
    validatedAt: row.validatedAt.getTime(),
  };
}

function live(row: TTenantSessionRow | undefined, state: TSessionState, now: number): row is TTenantSessionRow {
  return Boolean(row && !row.revokedAt && row.expiresAt.getTime() > now && row.suiteUserId === state.userId);
}

/**
 * Who the caller of this session cookie is: its row, confirmed again with the parent service when
 * its answer is older than the window (or when forced). A row that is gone, ended or expired, and
 * a refresh the parent service refuses, make the caller a visitor.
 */
export async function resolveTenantPrincipal(
  state: TSessionState | null,
  deps: TPrincipalDeps,
): Promise<TPrincipalResolution> {
  if (!state || state.error) return { kind: "ended", state: null };
  const row = await findTenantSession(deps.db, { id: state.sessionId });
  if (!live(row, state, deps.now)) return { kind: "ended", state: null };

  const fresh = deps.now - row.validatedAt.getTime() < deps.revalidateMs;
  if (fresh && !deps.force) {
    const mirrored = mirrorRow(state, row);
    return {
      kind: "principal",
      principal: principalOf(mirrored, row),
      state: mirrored,
      stateChanged: JSON.stringify(mirrored) !== JSON.stringify(state),
      stale: null,
    };
  }

  const { answer, state: asked } = await askParentService(state, deps);
  if (answer.kind === "ended") {
    await revokeTenantSession(deps.db, { id: row.id, reason: "refresh refused", at: new Date(deps.now) });
    return { kind: "ended", state: stateAfterRefreshFailure(asked) };
  }
  if (answer.kind !== "answered") {
    const mirrored = mirrorRow(asked, row);
    return {
      kind: "principal",
      principal: principalOf(mirrored, row),
      state: mirrored,
      stateChanged: JSON.stringify(mirrored) !== JSON.stringify(state),
      stale: answer.kind === "silent" ? "suiteSilent" : "needsRefresh",
    };
  }

  const fields = answerFields(answer, row, deps.now);
  if (!(await recordTenantSessionAnswer(deps.db, { id: row.id, answer: fields })))
    return { kind: "ended", state: null };
  const mirrored = { ...mirrorRow(asked, { ...fields, suiteUserId: row.suiteUserId }), suiteError: answer.refusal };
  return {
    kind: "principal",
    principal: principalOf(mirrored, { ...fields, id: row.id }),
    state: mirrored,
    stateChanged: JSON.stringify(mirrored) !== JSON.stringify(state),
    stale: null,
  };
}

/**
 * Opens the server-side session of a sign-in: asks the parent service at once (so the first page
 * already knows the tenant's state) and stores its answer under the id the cookie will carry.
 * Silence of the parent service fails the sign-in; a refusal (IP restriction …) signs in with it.
 */
export async function openTenantSession(
  initial: TSessionState,
  deps: { db: TDb; suite: TSuiteApi; now: number; sid: string | null },
): Promise<{ state: TSessionState; principal: TTenantPrincipal; me: TSuiteMe | null }> {
  const { answer, state: asked } = await askParentService(initial, { ...deps, canRefresh: false });
  if (answer.kind !== "answered") throw new SuiteRequestError(0, "the parent service did not confirm the sign-in");
  const fields = answerFields(answer, initial, deps.now);
  await insertTenantSession(deps.db, {
    id: initial.sessionId,
    suiteUserId: initial.userId,
    suiteSid: deps.sid,
    expiresAt: new Date(deps.now + TENANT_SESSION_MAX_AGE_MS),
    ...fields,
  });
  const state = { ...mirrorRow(asked, { ...fields, suiteUserId: initial.userId }), suiteError: answer.refusal };
  return { state, principal: principalOf(state, { ...fields, id: initial.sessionId }), me: answer.me };
}

/** The English log message of each refusal: the parent service's own words where it has them. */
function refusalLogMessage(reason: TBlockedTenantAccess | "notAdmin", principal: TTenantPrincipal): string {
  switch (reason) {
    case "accessNotPermitted":
      return SUITE_ERROR_MESSAGES.invalidAccessToken;
    case "paymentRequired":
      return "payment check failed";
    case "ipBlocked":
      return SUITE_ERROR_MESSAGES.ipRestricted;
    case "inactiveSubdomain":
      return `subdomain ${principal.subdomain ?? ""} is inactive`;
    case "forbidden":
      return SUITE_ERROR_MESSAGES.forbiddenResource;
    case "notAdmin":
      return "administrator authority of the current tenant is required";
  }
}

/**
 * Throws the error a caller of this level gets (401 token no longer accepted, 402 payment, 403 IP,
 * subdomain or not an admin); a tenant-admin route whose principal the parent service could not
 * confirm within the window answers 503 rather than trusting an old answer.
 */
export function assertTenantAccess(
  principal: TTenantPrincipal,
  stale: null | "needsRefresh" | "suiteSilent",
  level: TAccessLevel,
): void {
  const decision = decideTenantAccess(
    { access: principal.access, admin: principal.user.admin, hasCurrentTenant: principal.user.currentTenant !== null },
    level,
  );
  if (!decision.allowed) {
    throw new AppError(decision.code, refusalLogMessage(decision.reason, principal), {
      userMessage: {
        key: `session.errors.${decision.reason}`,
        values: decision.reason === "inactiveSubdomain" ? { subdomain: principal.subdomain ?? "" } : {},
      },
    });
  }
  if (level === "tenantAdmin" && stale !== null) {
    throw new AppError("UNAVAILABLE", "the parent service did not confirm the session in time", {
      userMessage: { key: "session.errors.suiteUnavailable" },
      retryAfterSeconds: 10,
    });
  }
}
