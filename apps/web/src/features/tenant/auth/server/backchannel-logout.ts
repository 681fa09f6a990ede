import "server-only";
import type { TDb } from "@store/db/client";
import { revokeTenantSessions } from "@store/db/queries/tenant-sessions";
import { AppError } from "@store/domain/errors";
import { createRemoteJWKSet, decodeProtectedHeader, type JWTVerifyGetKey, jwtVerify } from "jose";
import { z } from "zod";

// OpenID Connect Back-Channel Logout 1.0: when a user logs out of the parent service, it POSTs a
// signed logout token to the store, which ends every store session of that parent-service session
// (by `sid`), or of the user (by `sub`) when the token names no session.

export const BACKCHANNEL_LOGOUT_EVENT = "http://schemas.openid.net/event/backchannel-logout";
/** Signature algorithms the parent service may use: asymmetric only, never `none` or HMAC. */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];
/** A logout token older than this is refused (it lives 2 minutes at oidc-provider). */
const MAX_TOKEN_AGE_SECONDS = 5 * 60;

/** The form the parent service POSTs (`application/x-www-form-urlencoded`). */
export const ZBackchannelLogoutForm = z.object({ logout_token: z.string().min(1) });

const ZLogoutClaims = z
  .object({
    sub: z.string().min(1).optional(),
    sid: z.string().min(1).optional(),
    events: z.record(z.string(), z.unknown()),
    nonce: z.never({ error: "a logout token carries no nonce" }).optional(),
  })
  .refine((claims) => claims.sub !== undefined || claims.sid !== undefined, "names neither sub nor sid")
  .refine((claims) => {
    const event = claims.events[BACKCHANNEL_LOGOUT_EVENT];
    return typeof event === "object" && event !== null && !Array.isArray(event);
  }, "has no back-channel logout event");

export type TLogoutSubject = { sub: string | null; sid: string | null };

function refused(reason: string): AppError {
  return new AppError("BAD_REQUEST", `logout token refused: ${reason}`);
}

/**
 * Verifies a logout token (signature with the parent service's keys, iss, aud, iat within a few
 * minutes, typ, the back-channel event, no nonce, a sub or sid) and returns whom it logs out.
 * Any failure is a 400 that ends nothing.
 */
export async function verifyLogoutToken(
  token: string,
  deps: { keys: JWTVerifyGetKey; issuer: string; audience: string; currentDate?: Date },
): Promise<TLogoutSubject> {
  let typ: string | undefined;
  try {
    typ = decodeProtectedHeader(token).typ;
  } catch {
    throw refused("not a JWT");
  }
  // The specification's explicit type; tokens from older providers carry none.
  if (typ !== undefined && !/^(application\/)?logout\+jwt$/i.test(typ)) throw refused(`typ ${typ}`);
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, deps.keys, {
      issuer: deps.issuer,
      audience: deps.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ["iat", "jti"],
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      clockTolerance: 30,
      currentDate: deps.currentDate,
    }));
  } catch (error) {
    throw refused((error as Error).message);
  }
  const claims = ZLogoutClaims.safeParse(payload);
  if (!claims.success) throw refused(claims.error.issues.map((issue) => issue.message).join("; "));
  return { sub: claims.data.sub ?? null, sid: claims.data.sid ?? null };
}

/** Ends the store sessions a verified logout token names; returns how many ended. */
export function endSessionsOf(db: TDb, subject: TLogoutSubject, at: Date): Promise<number> {
  return revokeTenantSessions(db, {
    sid: subject.sid ?? undefined,
    suiteUserId: subject.sub ?? undefined,
    reason: "back-channel logout",
    at,
  });
}

const ZDiscovery = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * The parent service's signing keys, found through its discovery document; jose caches them and
 * fetches again when a token names a key it does not know (key rotation).
 */
export function suiteSigningKeys(issuer: string, fetchImpl: typeof fetch = fetch): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetchImpl(new URL("/.well-known/openid-configuration", issuer), {
      signal: AbortSignal.timeout(5000),
    });
    const discovery = ZDiscovery.parse(await response.json());
    if (discovery.issuer !== issuer) throw new Error(`the discovery document names issuer ${discovery.issuer}`);
    return createRemoteJWKSet(new URL(discovery.jwks_uri));
  };
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}
