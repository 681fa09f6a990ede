// Where sign-in starts and where it reports problems (SPEC §2 authentication endpoints). Pure, so
// both server pages and client components build the same URLs.

/** The store's own sign-in page (next-auth `pages.signIn`). */
export const SIGN_IN_PATH = "/auth/sign-in";
/** The auth error page (next-auth `pages.error`). */
export const AUTH_ERROR_PATH = "/auth/error";
/** next-auth's endpoints, as the client calls them. */
export const AUTH_API_PATH = "/api/auth";
/** The one sign-in provider: the parent service. */
export const SUITE_PROVIDER_ID = "suite";
/** The query parameter (`signin=cancelled`) a page is opened with after a sign-in cancelled at the parent service. */
export const SIGN_IN_CANCELLED_PARAM = "signin";

/**
 * A return URL the store may send a user back to, as a path on this site: an absolute URL counts
 * only on the store's own `origin` (next-auth passes those); other origins, `//evil.example` and
 * `/\\evil.example` fall back.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin?: string, fallback = "/"): string {
  if (!raw) return fallback;
  if (origin && raw.startsWith(`${origin}/`)) {
    const url = new URL(raw);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  }
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  return raw;
}

/** The sign-in page with its return URL, and the reason when there is one (e.g. SessionRequired). */
export function signInPageUrl(params: { callbackUrl: string; error?: string }): string {
  const query = new URLSearchParams({ callbackUrl: safeCallbackUrl(params.callbackUrl) });
  if (params.error) query.set("error", params.error);
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

/** SPEC §2: a page that needs sign-in sends an unauthenticated user here. */
export function sessionRequiredUrl(returnTo: string): string {
  return signInPageUrl({ callbackUrl: returnTo, error: "SessionRequired" });
}

/** The path and query of a location, as a return URL. */
export function returnPathOf(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ""}`;
}
