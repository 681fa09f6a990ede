import "server-only";
import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import type { TAccessLevel } from "@store/domain/tenant-access";
import type { TSessionUser } from "@store/domain/schemas/tenant";
import type { AuthOptions, Session } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { cache } from "react";
import { authCookies, SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { createAuthOptions, SESSION_MAX_AGE_SECONDS } from "@/server/tenant-session/auth-options";
import { refreshSessionState } from "@/server/tenant-session/refresh-session";
import {
  accessTokenExpiresSoon,
  readSessionState,
  SESSION_STATE_CLAIM,
  type TSessionState,
  toSessionTenantAccess,
} from "@/server/tenant-session/session-state";
import { createSuiteApi, type TSuiteApi } from "@/server/suite/suite-api";
import { SuiteRequestError } from "@/server/suite/suite-errors";
import { assertTenantAccess } from "@/server/tenant-session/assert-tenant-access";
import {
  resolveTenantPrincipal,
  type TPrincipalResolution,
  type TTenantPrincipal,
} from "@/server/tenant-session/tenant-principal";
import { config } from "../config";
import { getDb } from "../db";
import { logger } from "../logger";
import { sessionSecret } from "../session-secret";

// Server components may only read the session: a refresh there could not store the rotated
// refresh token (ARCHITECTURE.md). Refreshing happens in the session endpoint, in route handlers
// and in proxy.ts.

let cachedOptions: Promise<AuthOptions> | undefined;
let cachedSuite: TSuiteApi | undefined;

export function suiteApi(): TSuiteApi {
  const c = config();
  cachedSuite ??= createSuiteApi({
    url: c.SUITE_URL,
    clientId: c.SUITE_CLIENT_ID,
    clientSecret: c.SUITE_CLIENT_SECRET,
  });
  return cachedSuite;
}

function revalidateMs(): number {
  return config().SESSION_REVALIDATE_SECONDS * 1000;
}

export function authOptions(): Promise<AuthOptions> {
  cachedOptions ??= sessionSecret()
    .then((secret) => {
      const c = config();
      // next-auth 4 takes the public origin (callback URLs) from the environment only.
      process.env.NEXTAUTH_URL ??= c.NEXTAUTH_URL;
      return createAuthOptions({
        baseUrl: c.NEXTAUTH_URL,
        secret,
        suite: {
          url: c.SUITE_URL,
          name: c.SUITE_NAME,
          clientId: c.SUITE_CLIENT_ID,
          clientSecret: c.SUITE_CLIENT_SECRET,
        },
        getDb,
        logger: logger.child({ area: "auth" }),
        suiteApi: suiteApi(),
        revalidateMs: revalidateMs(),
      });
    })
    .catch((error: unknown) => {
      cachedOptions = undefined;
      throw error;
    });
  return cachedOptions;
}

type TCookie = { name: string; value: string };

/** next-auth splits a large session cookie into `name.0`, `name.1` …; this joins them again. */
function sessionCookieValue(all: TCookie[]): string | undefined {
  const whole = all.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
  if (whole) return whole.value;
  const chunks = all
    .filter((cookie) => cookie.name.startsWith(`${SESSION_COOKIE_NAME}.`))
    .map((cookie) => ({ index: Number(cookie.name.slice(SESSION_COOKIE_NAME.length + 1)), value: cookie.value }))
    .filter((chunk) => Number.isInteger(chunk.index))
    .sort((a, b) => a.index - b.index);
  return chunks.length > 0 ? chunks.map((chunk) => chunk.value).join("") : undefined;
}

async function decodeSession(all: TCookie[]): Promise<JWT | null> {
  const token = sessionCookieValue(all);
  if (!token) return null;
  try {
    return await decode({ token, secret: await sessionSecret() });
  } catch {
    return null;
  }
}

async function resolve(
  state: TSessionState | null,
  options: { canRefresh: boolean; force?: boolean },
): Promise<TPrincipalResolution> {
  if (!state || state.error) return { kind: "ended", state: null };
  return resolveTenantPrincipal(state, {
    db: await getDb(),
    suite: suiteApi(),
    now: Date.now(),
    revalidateMs: revalidateMs(),
    ...options,
  });
}

export type TPageSession = {
  principal: TTenantPrincipal;
  /** The parent service's answer is older than the window and could not be renewed here. */
  stale: null | "needsRefresh" | "suiteSilent";
};

/**
 * The signed-in caller of the page being rendered (once per request), or null for a visitor or an
 * ended session. Asks the parent service again when its last answer is older than the window, but
 * cannot refresh tokens here: `stale` says so, and the tenant-admin pages refresh through the client.
 */
export const readPageSession = cache(async (): Promise<TPageSession | null> => {
  const state = readSessionState(await decodeSession((await cookies()).getAll()));
  const resolution = await resolve(state, { canRefresh: false });
  return resolution.kind === "principal" ? { principal: resolution.principal, stale: resolution.stale } : null;
});

/**
 * The signed-in caller of a route handler's request for reading only (public catalog routes): its
 * tokens are not refreshed, as such a route does not re-issue the cookie.
 */
export async function readRequestPrincipal(request: NextRequest): Promise<TTenantPrincipal | null> {
  const state = readSessionState(await decodeSession(request.cookies.getAll()));
  const resolution = await resolve(state, { canRefresh: false });
  return resolution.kind === "principal" ? resolution.principal : null;
}

/** The signed-in caller of a page, or null: the one decision pages, the API and proxy.ts share. */
export async function readSession(): Promise<TTenantPrincipal | null> {
  return (await readPageSession())?.principal ?? null;
}

/** The session as /api/auth/session would answer it, for the SessionProvider's first render. */
export async function readInitialSession(): Promise<Session | null> {
  const jwt = await decodeSession((await cookies()).getAll());
  const page = await readPageSession();
  if (!jwt || !page) return null;
  const expires = typeof jwt.exp === "number" ? new Date(jwt.exp * 1000) : new Date();
  const { principal } = page;
  const tenantAccess = toSessionTenantAccess({ access: principal.access, accessSubdomain: principal.subdomain });
  return { user: principal.user, expires: expires.toISOString(), ...(tenantAccess ? { tenantAccess } : {}) };
}

export type TRouteSession = {
  /** The caller as the parent service last confirmed it (current tenant, admin flag). */
  user: TSessionUser;
  /** The caller with the tenant's state (payment, IP restriction, inactive subdomain). */
  principal: () => TTenantPrincipal;
  /** Whether the principal is older than the window because the parent service did not answer. */
  stale: () => null | "needsRefresh" | "suiteSilent";
  state: () => TSessionState;
  /**
   * Runs a call to the parent service with a live access token: refreshed first when it expires
   * soon, and once more when the suite answers that it has expired.
   */
  withAccessToken: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Replaces the stored state (e.g. rotated tokens); the cookie is re-issued. */
  replaceState: (state: TSessionState) => void;
  /** Asks the parent service again now (after a tenant switch) and keeps its answer. */
  revalidate: () => Promise<void>;
  /** Whether the cookie must be re-issued with the response. */
  changed: () => boolean;
};

/**
 * The session of a route handler's (or proxy.ts's) request, or null for a visitor or an ended
 * session. Here tokens may be refreshed: the response carries the re-issued cookie.
 */
export async function readRouteSession(
  request: NextRequest,
  suite: TSuiteApi = suiteApi(),
  now: () => number = Date.now,
): Promise<TRouteSession | null> {
  const initial = readSessionState(await decodeSession(request.cookies.getAll()));
  const resolution = await resolve(initial, { canRefresh: true });
  if (resolution.kind !== "principal") return null;
  let { principal, stale } = resolution;
  let state = resolution.state;
  let changed = resolution.stateChanged;

  async function refresh(): Promise<void> {
    const result = await refreshSessionState(state, suite, now());
    if (result.outcome === "unchanged") throw new SuiteRequestError(0, "the parent service did not answer");
    state = result.state;
    changed = true;
    if (result.outcome === "ended") {
      throw new AppError("UNAUTHENTICATED", "the session has ended: sign in again", {
        userMessage: { key: "session.errors.sessionEnded" },
      });
    }
  }

  return {
    get user() {
      return principal.user;
    },
    principal: () => principal,
    stale: () => stale,
    state: () => state,
    async withAccessToken(call) {
      if (accessTokenExpiresSoon(state, now())) await refresh();
      try {
        return await call(state.accessToken);
      } catch (error) {
        if (!(error instanceof SuiteRequestError) || error.message !== SUITE_ERROR_MESSAGES.expiredAccessToken) {
          throw error;
        }
        await refresh();
        return call(state.accessToken);
      }
    },
    replaceState(next) {
      state = next;
      changed = true;
    },
    async revalidate() {
      const next = await resolve(state, { canRefresh: true, force: true });
      if (next.kind !== "principal") {
        if (next.state) {
          state = next.state;
          changed = true;
        }
        throw new AppError("UNAUTHENTICATED", "the session has ended: sign in again", {
          userMessage: { key: "session.errors.sessionEnded" },
        });
      }
      ({ principal, stale } = next);
      changed ||= next.stateChanged;
      state = next.state;
    },
    changed: () => changed,
  };
}

/**
 * The one access decision pages share, for a route session of `level`: 401 for a token the parent
 * service no longer accepts; 402, 403 … for tenant-admin routes (tenant-principal.ts).
 */
export function assertRouteAccess(session: TRouteSession, level: TAccessLevel): void {
  assertTenantAccess(session.principal(), session.stale(), level);
}

/** Re-issues the session cookie with the route session's state (rotated tokens, new tenant …). */
export async function writeSessionCookie(
  request: NextRequest,
  response: NextResponse,
  session: Pick<TRouteSession, "state">,
): Promise<void> {
  const c = config();
  const secret = await sessionSecret();
  const jwt = (await decodeSession(request.cookies.getAll())) ?? {};
  const { iat: _iat, exp: _exp, jti: _jti, ...claims } = jwt;
  const state = session.state();
  const value = await encode({
    token: { ...claims, sub: state.userId, name: state.name, email: state.email, [SESSION_STATE_CLAIM]: state },
    secret,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const { options } = authCookies(c.NEXTAUTH_URL.startsWith("https://")).sessionToken;
  for (const cookie of request.cookies.getAll()) {
    if (cookie.name.startsWith(`${SESSION_COOKIE_NAME}.`))
      response.cookies.set(cookie.name, "", { ...options, maxAge: 0 });
  }
  response.cookies.set(SESSION_COOKIE_NAME, value, {
    ...options,
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
}
