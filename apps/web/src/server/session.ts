import "server-only";
import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import type { TSessionUser } from "@store/domain/schemas/tenant";
import type { AuthOptions, Session } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { authCookies, SESSION_COOKIE_NAME } from "@/features/auth/auth-cookies";
import { createAuthOptions, SESSION_MAX_AGE_SECONDS } from "@/features/auth/auth-options";
import { refreshSessionState } from "@/features/auth/refresh-session";
import {
  accessTokenExpiresSoon,
  readSessionState,
  SESSION_STATE_CLAIM,
  type TSessionState,
  toSessionUser,
} from "@/features/auth/session-state";
import { createSuiteApi, SuiteRequestError, type TSuiteApi } from "@/features/auth/suite-api";
import { config } from "./config";
import { getDb } from "./db";
import { logger } from "./logger";

// Server components may only read the session: a refresh there could not store the rotated
// refresh token (ARCHITECTURE.md). Refreshing happens in the session endpoint and in route handlers.

let cachedOptions: AuthOptions | undefined;
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

export function authOptions(): AuthOptions {
  if (cachedOptions) return cachedOptions;
  const c = config();
  // next-auth 4 takes the public origin (callback URLs) from the environment only.
  process.env.NEXTAUTH_URL ??= c.NEXTAUTH_URL;
  cachedOptions = createAuthOptions({
    baseUrl: c.NEXTAUTH_URL,
    secret: c.NEXTAUTH_SECRET,
    suite: { url: c.SUITE_URL, name: c.SUITE_NAME, clientId: c.SUITE_CLIENT_ID, clientSecret: c.SUITE_CLIENT_SECRET },
    getDb,
    logger: logger.child({ area: "auth" }),
    suiteApi: suiteApi(),
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
    return await decode({ token, secret: config().NEXTAUTH_SECRET });
  } catch {
    return null;
  }
}

/** The signed-in user's state for a server component, or null for a visitor or an ended session. */
export async function readSession(): Promise<TSessionState | null> {
  const state = readSessionState(await decodeSession((await cookies()).getAll()));
  return state && !state.error ? state : null;
}

/** The session as /api/auth/session would answer it, for the SessionProvider's first render. */
export async function readInitialSession(): Promise<Session | null> {
  const jwt = await decodeSession((await cookies()).getAll());
  const state = readSessionState(jwt);
  if (!jwt || !state || state.error) return null;
  const expires = typeof jwt.exp === "number" ? new Date(jwt.exp * 1000) : new Date();
  return { user: toSessionUser(state), expires: expires.toISOString() };
}

export type TRouteSession = {
  user: TSessionUser;
  state: () => TSessionState;
  /**
   * Runs a call to the parent service with a live access token: refreshed first when it expires
   * soon, and once more when the suite answers that it has expired.
   */
  withAccessToken: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Replaces the stored state (e.g. after a tenant switch); the cookie is re-issued. */
  replaceState: (state: TSessionState) => void;
  /** Whether the cookie must be re-issued with the response. */
  changed: () => boolean;
};

/** The session of a route handler's request, or null for a visitor or an ended session. */
export async function readRouteSession(
  request: NextRequest,
  suite: TSuiteApi = suiteApi(),
  now: () => number = Date.now,
): Promise<TRouteSession | null> {
  const jwt = await decodeSession(request.cookies.getAll());
  const initial = readSessionState(jwt);
  if (!jwt || !initial || initial.error) return null;
  let state = initial;
  let changed = false;

  async function refresh(): Promise<void> {
    const result = await refreshSessionState(state, suite, now());
    if (result.outcome === "unchanged") throw new SuiteRequestError(0, "the parent service did not answer");
    state = result.state;
    changed = true;
    if (result.outcome === "ended") throw new AppError("UNAUTHENTICATED", "the session has ended: sign in again");
  }

  return {
    get user() {
      return toSessionUser(state);
    },
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
    changed: () => changed,
  };
}

/** Re-issues the session cookie with the route session's state (rotated tokens, new tenant …). */
export async function writeSessionCookie(
  request: NextRequest,
  response: NextResponse,
  session: TRouteSession,
): Promise<void> {
  const c = config();
  const jwt = (await decodeSession(request.cookies.getAll())) ?? {};
  const { iat: _iat, exp: _exp, jti: _jti, ...claims } = jwt;
  const state = session.state();
  const value = await encode({
    token: { ...claims, sub: state.userId, name: state.name, email: state.email, [SESSION_STATE_CLAIM]: state },
    secret: c.NEXTAUTH_SECRET,
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
