import "server-only";
import type { TDb } from "@store/db/client";
import type { Account, AuthOptions, Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { z } from "zod";
import { authCookies } from "./auth-cookies";
import { refreshSessionState } from "./refresh-session";
import {
  accessTokenExpiresSoon,
  readSessionState,
  SESSION_STATE_CLAIM,
  stateFromMe,
  stateWithoutMe,
  type TSessionState,
  type TSuiteTokens,
  toSessionUser,
} from "./session-state";
import { AUTH_ERROR_PATH, SIGN_IN_PATH, SUITE_PROVIDER_ID } from "./sign-in-url";
import { createSuiteApi, SuiteRequestError, type TSuiteApi } from "./suite-api";
import { syncSignedInPerson, syncSuiteUser } from "./sync-suite-user";

/** The refresh token lives 14 days at the parent service; a session cannot outlive it. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

type TLogFn = (object: Record<string, unknown>, message: string) => void;
export type TAuthLogger = { error: TLogFn; warn: TLogFn; info: TLogFn };

export type TAuthDeps = {
  /** The store's public origin (NEXTAUTH_URL). */
  baseUrl: string;
  secret: string;
  suite: { url: string; name: string; clientId: string; clientSecret: string };
  getDb: () => Promise<TDb>;
  logger: TAuthLogger;
  now?: () => number;
  suiteApi?: TSuiteApi;
};

type TSuiteProfile = { sub: string; name?: string; email?: string };

/** What the client may ask of `update()`: only a refresh; everything else is re-read from the suite. */
const ZSessionUpdate = z.object({ action: z.literal("refresh") });

/** The parent service as an OpenID Connect provider (apps/suite/README.md, next-auth 4). */
export function suiteProvider(suite: TAuthDeps["suite"]): OAuthConfig<TSuiteProfile> {
  return {
    id: SUITE_PROVIDER_ID,
    name: suite.name,
    type: "oauth",
    wellKnown: `${suite.url}/.well-known/openid-configuration`,
    // Must equal the suite's issuer exactly: openid-client checks the `iss` of the callback (RFC 9207).
    issuer: suite.url,
    clientId: suite.clientId,
    clientSecret: suite.clientSecret,
    // offline_access (a refresh token that outlives the suite's browser session) needs prompt=consent.
    authorization: { params: { scope: "openid profile email offline_access", prompt: "consent" } },
    checks: ["pkce", "state", "nonce"],
    idToken: true,
    profile: (profile) => ({ id: profile.sub, name: profile.name ?? "", email: profile.email ?? "" }),
  };
}

function tokensFromAccount(account: Account, now: number): TSuiteTokens {
  if (!account.access_token) throw new Error("the parent service returned no access token");
  return {
    accessToken: account.access_token,
    refreshToken: account.refresh_token ?? null,
    accessTokenExpiresAt: account.expires_at ? account.expires_at * 1000 : now + 3600 * 1000,
  };
}

function withState(token: JWT, state: TSessionState): JWT {
  return { ...token, name: state.name, email: state.email, sub: state.userId, [SESSION_STATE_CLAIM]: state };
}

export function createAuthOptions(deps: TAuthDeps): AuthOptions {
  const now = deps.now ?? Date.now;
  const suite =
    deps.suiteApi ??
    createSuiteApi({ url: deps.suite.url, clientId: deps.suite.clientId, clientSecret: deps.suite.clientSecret, now });
  const log = deps.logger;

  /** The store's mirror of users and tenants must not stop a sign-in. */
  async function mirror(task: (db: TDb) => Promise<void>): Promise<void> {
    try {
      await task(await deps.getDb());
    } catch (error) {
      log.error({ err: error }, "could not mirror the signed-in user");
    }
  }

  async function signInState(user: User, account: Account): Promise<TSessionState> {
    const signedInAt = now();
    const tokens = tokensFromAccount(account, signedInAt);
    const person = { id: user.id, name: user.name ?? "", email: user.email ?? "" };
    try {
      const me = await suite.fetchMe(tokens.accessToken);
      await mirror((db) => syncSuiteUser(db, me, new Date(signedInAt)));
      return stateFromMe(me, tokens);
    } catch (error) {
      // A refusal (IP restriction, inactive subdomain …) still signs the person in; the pages that
      // need the suite show its screen. Silence from the suite is a failed sign-in.
      if (!(error instanceof SuiteRequestError) || error.status === 0 || error.status >= 500) throw error;
      log.warn({ status: error.status, message: error.message, userId: person.id }, "users/me refused at sign-in");
      await mirror((db) => syncSignedInPerson(db, person, new Date(signedInAt)));
      return stateWithoutMe(person, tokens, { status: error.status, message: error.message });
    }
  }

  return {
    secret: deps.secret,
    providers: [suiteProvider(deps.suite)],
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: deps.baseUrl.startsWith("https://"),
    cookies: authCookies(deps.baseUrl.startsWith("https://")),
    pages: { signIn: SIGN_IN_PATH, error: AUTH_ERROR_PATH },
    callbacks: {
      async jwt({ token, user, account, trigger, session }) {
        if (account && user) return withState(token, await signInState(user, account));
        const state = readSessionState(token);
        // An unreadable token ends the session: next-auth clears the cookie when this throws.
        if (!state) throw new Error("the session token has an unknown shape");
        if (state.error) return token;
        const forced = trigger === "update" && ZSessionUpdate.safeParse(session).success;
        if (!forced && !accessTokenExpiresSoon(state, now())) return token;
        const { state: next, outcome } = await refreshSessionState(state, suite, now());
        if (outcome === "ended") log.info({ userId: state.userId }, "token refresh refused: the session ends");
        return withState(token, next);
      },
      async session({ session, token }): Promise<Session> {
        const state = readSessionState(token);
        if (!state) throw new Error("the session token has an unknown shape");
        return {
          expires: session.expires,
          user: toSessionUser(state),
          ...(state.error ? { error: state.error } : {}),
        };
      },
    },
    // No debug logger: next-auth's debug output contains the tokens.
    logger: {
      error(code, metadata) {
        const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        const client = (metadata as { client?: unknown } | undefined)?.client === "true";
        // The suite answers access_denied when the person cancels at its sign-in page: not a fault.
        if (err instanceof Error && err.message === "access_denied") log.info({ code, client }, "sign-in cancelled");
        else log.error({ code, err, client }, code);
      },
      warn(code) {
        log.warn({ code }, code);
      },
    },
  };
}
