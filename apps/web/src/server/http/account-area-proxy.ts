import "server-only";
import { ACCOUNT_AUDIENCES } from "@store/domain/principals";
import { type NextRequest, NextResponse } from "next/server";
import { accountAreaOf, accountSignInUrl, isAccountAuthPage } from "@/paths/account-paths";
import { ACCOUNT_SESSION_COOKIE } from "@/server/account-session";
import { isDocumentRequest } from "@/server/public/page-cache";

/**
 * A page of the developer area or the operator console loaded with no account session cookie: the
 * sign-in redirect (307, back to the page after), answered by proxy.ts before anything renders.
 * The page would send the visitor there too, but only after rendering: its frame first, or, where a
 * loading screen streams first, a 200 whose body redirects in the browser. A cookie is not a
 * session, and an operator's opens the developer area's previews: with a session cookie of either
 * area, the page decides (require-principal.ts), as it does for the router's requests.
 */
export function signInBeforeAccountPage(request: NextRequest): NextResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname, search } = request.nextUrl;
  const audience = accountAreaOf(pathname);
  if (!audience || isAccountAuthPage(audience, pathname)) return null;
  if (!isDocumentRequest(request.headers)) return null;
  if (ACCOUNT_AUDIENCES.some((kind) => request.cookies.has(ACCOUNT_SESSION_COOKIE[kind]))) return null;
  return NextResponse.redirect(new URL(accountSignInUrl(audience, `${pathname}${search}`), request.url), 307);
}
