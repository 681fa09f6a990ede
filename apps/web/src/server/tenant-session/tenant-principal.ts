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
import type { TSessionUser } from "@store/domain/schemas/tenant";
import type { TTenantAccess } from "@store/domain/tenant-access";
import { askParentService, type TAskDeps, type TSuiteAnswer } from "./ask-parent-service";
import type { TSuiteMe } from "../suite/suite-answers";
import type { TSuiteApi } from "../suite/suite-api";
import { stateAfterRefreshFailure, type TSessionState, toSessionUser } from "./session-state";
import { SuiteRequestError } from "../suite/suite-errors";

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

export type TPrincipalDeps = TAskDeps & {
  db: TDb;
  /** How long (ms) an answer of the parent service is trusted. */
  revalidateMs: number;
  /** Ask the parent service now, whatever the age of its last answer (after a tenant switch). */
  force?: boolean;
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
