import type { CookiesOptions } from "next-auth";
import { COOKIE_PREFIX } from "@store/domain/cookies";

/** The session cookie (an encrypted JWT holding the user and the parent service's tokens). */
export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}session`;
/** State, PKCE verifier and nonce live only for one sign-in round trip. */
const ROUND_TRIP_SECONDS = 15 * 60;

/**
 * Every next-auth cookie with the store's prefix (SPEC §9): http-only, SameSite=Lax, path /,
 * Secure when the store is served over https.
 */
export function authCookies(secure: boolean): CookiesOptions {
  const options = { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
  const roundTrip = { ...options, maxAge: ROUND_TRIP_SECONDS };
  return {
    sessionToken: { name: SESSION_COOKIE_NAME, options },
    callbackUrl: { name: `${COOKIE_PREFIX}auth_callback_url`, options },
    csrfToken: { name: `${COOKIE_PREFIX}auth_csrf`, options },
    pkceCodeVerifier: { name: `${COOKIE_PREFIX}auth_pkce`, options: roundTrip },
    state: { name: `${COOKIE_PREFIX}auth_state`, options: roundTrip },
    nonce: { name: `${COOKIE_PREFIX}auth_nonce`, options: roundTrip },
  };
}
