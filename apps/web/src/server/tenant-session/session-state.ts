import type { TSessionUser } from "@store/domain/schemas/tenant";
import { TENANT_ACCESS_STATES } from "@store/domain/tenant-access";
import { z } from "zod";
import { type TSuiteMe, type TSuiteTokens, ZSuiteTenant } from "../suite/suite-answers";

// What the store keeps about a signed-in user inside the encrypted session cookie (next-auth JWT).
// The tokens never leave it: the browser's JavaScript sees only toSessionUser().

export const REFRESH_ACCESS_TOKEN_ERROR = "RefreshAccessTokenError";
/** Refresh this long before the access token expires, so no call is made with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

/** A tenant in the cookie: as the parent service describes it. */
const ZStateTenant = ZSuiteTenant;
export type TStateTenant = z.infer<typeof ZStateTenant>;

export const ZSessionState = z.object({
  /** The server-side session (tenant_sessions) that decides who the caller is; it can be ended. */
  sessionId: z.string().min(1),
  userId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  currentTenantId: z.string().nullable(),
  tenants: z.array(ZStateTenant),
  /** The parent service's answer when it refused to describe the user (e.g. IP restriction). */
  suiteError: z.object({ status: z.number().int(), message: z.string() }).nullable(),
  /** The current tenant's state as the server-side session last recorded it (tenant-principal.ts). */
  access: z.enum(TENANT_ACCESS_STATES).default("ok"),
  accessSubdomain: z.string().nullable().default(null),
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  /** Epoch milliseconds. */
  accessTokenExpiresAt: z.number(),
  error: z.literal(REFRESH_ACCESS_TOKEN_ERROR).nullable(),
});
export type TSessionState = z.infer<typeof ZSessionState>;

/** The key of the state inside next-auth's JWT. */
export const SESSION_STATE_CLAIM = "hrstore";

export function readSessionState(token: Record<string, unknown> | null | undefined): TSessionState | null {
  const parsed = ZSessionState.safeParse(token?.[SESSION_STATE_CLAIM]);
  return parsed.success ? parsed.data : null;
}

export function stateFromMe(sessionId: string, me: TSuiteMe, tokens: TSuiteTokens): TSessionState {
  return {
    sessionId,
    userId: me.id,
    name: me.name,
    email: me.email,
    admin: me.admin,
    currentTenantId: me.currentTenantId,
    tenants: me.tenants,
    suiteError: null,
    access: "ok",
    accessSubdomain: null,
    ...tokens,
    error: null,
  };
}

/** Just signed in: the person and the tokens, before the parent service says more. */
export function signedInState(
  sessionId: string,
  person: { id: string; name: string; email: string },
  tokens: TSuiteTokens,
): TSessionState {
  return {
    sessionId,
    userId: person.id,
    name: person.name,
    email: person.email,
    admin: false,
    currentTenantId: null,
    tenants: [],
    suiteError: null,
    access: "ok",
    accessSubdomain: null,
    ...tokens,
    error: null,
  };
}

/** A refresh failure ends the session: the tokens are dropped and the client signs out. */
export function stateAfterRefreshFailure(state: TSessionState): TSessionState {
  return { ...state, accessToken: "", refreshToken: null, accessTokenExpiresAt: 0, error: REFRESH_ACCESS_TOKEN_ERROR };
}

export function accessTokenExpiresSoon(state: TSessionState, now: number, margin = REFRESH_MARGIN_MS): boolean {
  return state.accessTokenExpiresAt - margin <= now;
}

/** SPEC §3 User: what the browser may know about the signed-in user. */
export function toSessionUser(state: TSessionState): TSessionUser {
  const current = state.tenants.find((tenant) => tenant.id === state.currentTenantId);
  return {
    id: state.userId,
    name: state.name,
    email: state.email,
    admin: current?.admin ?? false,
    currentTenant: current ? { id: current.id, subdomain: current.subdomain, name: current.name } : null,
    tenants: state.tenants.map((tenant) => ({
      id: tenant.id,
      subdomain: tenant.subdomain,
      name: tenant.name,
      admin: tenant.admin,
    })),
  };
}

/** What the browser may know of its tenant's state: only a blocked one, with its subdomain. */
export function toSessionTenantAccess(
  state: Pick<TSessionState, "access" | "accessSubdomain">,
): { access: TSessionState["access"]; subdomain: string | null } | null {
  return state.access === "ok" ? null : { access: state.access, subdomain: state.accessSubdomain };
}
