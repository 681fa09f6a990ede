import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import { deleteExpiredTenantSessions } from "@store/db/queries/tenant-sessions";
import type { Account, AuthOptions, Session, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { z } from "zod";
import { authCookies } from "./auth-cookies";
import {
  readSessionState,
  SESSION_STATE_CLAIM,
  signedInState,
  type TSessionState,
  toSessionTenantAccess,
  toSessionUser,
} from "./session-state";
import { AUTH_ERROR_PATH, SIGN_IN_PATH, SUITE_PROVIDER_ID } from "@store/domain/sign-in-url";
import type { TSuiteTokens } from "../suite/suite-answers";
import { createSuiteApi, type TSuiteApi } from "../suite/suite-api";
import { syncSignedInPerson, syncSuiteUser } from "./sync-suite-user";
import { openTenantSession, resolveTenantPrincipal, TENANT_SESSION_MAX_AGE_MS } from "./tenant-principal";

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
  /** How long (ms) the parent service's last answer about a session is trusted (SESSION_REVALIDATE_SECONDS). */
  revalidateMs?: number;
};

/**
 * Thrown by the jwt callback for a session that was ended elsewhere (back-channel logout, a
 * refusal seen by another request): next-auth then clears the cookie and answers `{}`.
 */
class SessionEndedError extends Error {
  constructor() {
    super("the session has ended");
    this.name = "SessionEndedError";
  }
}

/** The parent service's session id, when its ID token names one (back-channel logout uses it). */
function sidOf(profile: unknown): string | null {
  const sid = (profile as { sid?: unknown } | undefined)?.sid;
  return typeof sid === "string" && sid !== "" ? sid : null;
}

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

  /**
   * A sign-in opens a server-side session whose id the cookie carries: the parent service is asked
   * at once who the user is (users/me, and the payment check of an admin's tenant). A refusal (IP
   * restriction, inactive subdomain …) still signs the person in with that state; silence fails it.
   */
  async function signInState(user: User, account: Account, profile: unknown): Promise<TSessionState> {
    const signedInAt = now();
    const person = { id: user.id, name: user.name ?? "", email: user.email ?? "" };
    const initial = signedInState(randomUUID(), person, tokensFromAccount(account, signedInAt));
    const db = await deps.getDb();
    const { state, principal, me } = await openTenantSession(initial, {
      db,
      suite,
      now: signedInAt,
      sid: sidOf(profile),
    });
    if (principal.access !== "ok") {
      log.info({ access: principal.access, userId: person.id }, "the parent service limits this sign-in");
    }
    await mirror((tx) =>
      me ? syncSuiteUser(tx, me, new Date(signedInAt)) : syncSignedInPerson(tx, person, new Date(signedInAt)),
    );
    await mirror(async (tx) => {
      await deleteExpiredTenantSessions(tx, { before: new Date(signedInAt - TENANT_SESSION_MAX_AGE_MS) });
    });
    return state;
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
      async jwt({ token, user, account, profile, trigger, session }) {
        if (account && user) return withState(token, await signInState(user, account, profile));
        const state = readSessionState(token);
        // An unreadable token ends the session: next-auth clears the cookie when this throws.
        if (!state) throw new Error("the session token has an unknown shape");
        if (state.error) return token;
        // The session endpoint may store rotated tokens: it refreshes, and confirms the session
        // with the parent service when its last answer is older than the window.
        const forced = trigger === "update" && ZSessionUpdate.safeParse(session).success;
        const resolution = await resolveTenantPrincipal(state, {
          db: await deps.getDb(),
          suite,
          now: now(),
          revalidateMs: deps.revalidateMs ?? 60_000,
          canRefresh: true,
          force: forced,
          refreshFirst: forced,
        });
        if (resolution.kind === "ended") {
          log.info({ userId: state.userId }, "the session has ended (logout, refused refresh or revocation)");
          // A refresh refused here: the client sees the error and signs out. Ended elsewhere: cleared now.
          if (resolution.state) return withState(token, resolution.state);
          throw new SessionEndedError();
        }
        return resolution.stateChanged ? withState(token, resolution.state) : token;
      },
      async session({ session, token }): Promise<Session> {
        const state = readSessionState(token);
        if (!state) throw new Error("the session token has an unknown shape");
        const tenantAccess = toSessionTenantAccess(state);
        return {
          expires: session.expires,
          user: toSessionUser(state),
          ...(tenantAccess ? { tenantAccess } : {}),
          ...(state.error ? { error: state.error } : {}),
        };
      },
    },
    logger: {
      error(code, metadata) {
        const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        const client = (metadata as { client?: unknown } | undefined)?.client === "true";
        if (err instanceof SessionEndedError) return;
        // The suite answers access_denied when the person cancels at its sign-in page: not a fault.
        if (err instanceof Error && err.message === "access_denied") log.info({ code, client }, "sign-in cancelled");
        else log.error({ code, err, client }, code);
      },
      warn(code) {
        log.warn({ code }, code);
      },
      // Dropped: next-auth's debug output contains the tokens. It must exist all the same, or a
      // client's POST /api/auth/_log at level debug ends in a 500.
      debug() {},
    },
  };
}
