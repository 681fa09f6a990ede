import { AppError } from "@store/domain/errors";
import { isLocale, LOCALE_COOKIE, type TLocale } from "@store/domain/locales";
import { ACCOUNT_PAGES, INVITATION_LOCALE_PARAM } from "./paths/account-paths";
import { type NextFetchEvent, type NextRequest, NextResponse } from "next/server";
import { isPreviewRequest } from "./paths/preview-request";
import { guardTenantAdminPage } from "./features/tenant/auth/server/tenant-admin-proxy";
import { SCREEN_REWRITE_HEADER } from "./features/platform/errors/screen-rewrite";
import { config as storeConfig } from "@/server/config";
import { isDatabaseDown, OUTAGE_RETRY_AFTER_SECONDS } from "./server/database-outage";
import { appPageView } from "./features/store/catalog/counting/record-app-view";
import { cachedPageResponse, cachedScreenResponse, isCacheablePageRequest } from "./server/public/page-cache";
import { signInBeforeAccountPage } from "./server/http/account-area-proxy";
import { malformedPathReason } from "./server/http/malformed-url";
import { unusableQueryFields } from "./server/http/unusable-text";
import {
  commonSecurityHeaders,
  createNonce,
  pageContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
} from "./server/http/security-headers";

/** The branded bad-request screen (SPEC §2 generic error) that malformed page URLs are shown. */
export const BAD_REQUEST_PATH = "/_bad-request";

function isApi(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname === "/_log" || pathname === "/monitoring" || pathname === "/metrics";
}

/** Paths that answer with something other than an HTML page. */
function isResource(pathname: string): boolean {
  return isApi(pathname) || /^\/(img|media|scripts)\//.test(pathname);
}

/**
 * Why the URL cannot reach a route: a path Next.js cannot decode, or with a control character; for
 * a page, NUL or a lone surrogate in its query (pages read their queries in many ways; API routes
 * name the field in their own 400, route.ts).
 */
function malformedUrlReason(request: NextRequest): string | null {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === BAD_REQUEST_PATH) return "the bad-request screen itself";
  const badQuery = isApi(pathname) ? [] : unusableQueryFields(searchParams);
  return malformedPathReason(pathname) ?? (badQuery.length > 0 ? `NUL or a lone surrogate in ${badQuery}` : null);
}

/** 400 in the JSON error shape under /api, else the branded bad-request screen with status 400. */
async function rejectMalformedUrl(
  request: NextRequest,
  requestHeaders: Headers,
  reason: string,
): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (isApi(pathname)) {
    const error = new AppError("BAD_REQUEST", `bad URL: ${reason}`);
    return NextResponse.json(error.toBody("invalid request"), { status: 400 });
  }
  // A visitor's screen is the same whatever the URL: kept once per language (a burst of bad URLs
  // costs no renders).
  const nonce = requestHeaders.get("x-nonce");
  const kept = nonce ? await cachedScreenResponse(request, nonce, { path: BAD_REQUEST_PATH, status: 400 }) : null;
  if (kept) return kept;
  const screen = request.nextUrl.clone();
  screen.pathname = BAD_REQUEST_PATH;
  screen.search = "";
  return NextResponse.rewrite(screen, { status: 400, request: { headers: requestHeaders } });
}

/** Pages and the store's images read the database; API routes answer their own 503 (route.ts). */
function readsDatabaseAsPage(pathname: string): boolean {
  return !isApi(pathname) && !pathname.startsWith("/scripts/");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * While the database is out of reach (server/database-outage.ts), a page is answered here with a
 * short 503 page in the viewer's language and Retry-After: rendered, it could only fail with a 500.
 */
async function unavailablePage(request: NextRequest): Promise<NextResponse> {
  const { localeOfRequest, serverTranslator } = await import("@/server/server-translator");
  const { t, locale } = serverTranslator(localeOfRequest(request));
  const title = escapeHtml(t("errors.unavailable.title"));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main data-error-screen="unavailable"><h1>${title}</h1><p>${escapeHtml(t("errors.unavailable.text"))}</p></main></body></html>`;
  return new NextResponse(request.method === "HEAD" ? null : html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS),
    },
  });
}

/** A page gets a fresh nonce: Next.js reads it from the request's policy and puts it on its scripts. */
function contentSecurityPolicy(requestHeaders: Headers, page: boolean): string {
  if (!page) return RESOURCE_CONTENT_SECURITY_POLICY;
  const nonce = createNonce();
  const c = storeConfig();
  const policy = pageContentSecurityPolicy({ ...c, development: process.env.NODE_ENV === "development" }, nonce);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", policy);
  return policy;
}

function securityHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set("content-security-policy", policy);
  for (const [name, value] of Object.entries(commonSecurityHeaders(storeConfig()))) response.headers.set(name, value);
  return response;
}

/**
 * Hands the current path to server components (canonical URL, footer variant, analytics), and the
 * path with its query as the return URL of a sign-in (server/http/require-principal.ts).
 */
function withPathname(request: NextRequest, requestHeaders: Headers): void {
  requestHeaders.set("x-pathname", request.nextUrl.pathname);
  requestHeaders.set("x-return-to", `${request.nextUrl.pathname}${request.nextUrl.search}`);
}

/**
 * Issue 31: an invitation's page reads in the language its mail was written in (the link's
 * `lang`), not the browser's, unless the person chose a language here before (the locale cookie).
 * The cookie is set for this request and kept, so the form's API answers and the pages after it
 * read the same; the page's language switch still changes it.
 */
function withInvitationLocale(request: NextRequest, requestHeaders: Headers): TLocale | null {
  if (request.nextUrl.pathname !== ACCOUNT_PAGES.providerUser.invitation) return null;
  const locale = request.nextUrl.searchParams.get(INVITATION_LOCALE_PARAM);
  if (!isLocale(locale) || isLocale(request.cookies.get(LOCALE_COOKIE)?.value)) return null;
  request.cookies.set(LOCALE_COOKIE, locale);
  requestHeaders.set("cookie", request.cookies.toString());
  return locale;
}

function keepInvitationLocale(request: NextRequest, response: NextResponse, locale: TLocale | null): NextResponse {
  if (!locale) return response;
  const secure = request.nextUrl.protocol === "https:";
  response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", secure });
  return response;
}

/** SPEC §2 previews: never kept by a browser or a shared cache, never indexed. */
function previewHeaders(request: NextRequest, response: NextResponse): NextResponse {
  if (!isPreviewRequest(request.nextUrl.pathname, request.nextUrl.searchParams)) return response;
  response.headers.set("cache-control", "private, no-store");
  response.headers.set("x-robots-tag", "noindex, nofollow");
  return response;
}

/** A visitor's public page from the page cache (server/public/page-cache.ts), else the rendering route. */
async function pageOrRoute(request: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const nonce = requestHeaders.get("x-nonce");
  const cached = nonce && isCacheablePageRequest(request) ? await cachedPageResponse(request, nonce) : null;
  return cached ?? NextResponse.next({ request: { headers: requestHeaders } });
}

/**
 * Every request: the path for server components, security headers with a fresh nonce for pages,
 * malformed URLs answered 400, pages answered 503 while the database is out of reach, signed-out
 * loads of the developer area's and the console's pages sent to sign in (account-area-proxy.ts), refused
 * tenant-admin pages answered with their status (features/tenant/auth/tenant-admin-proxy.ts),
 * visitors' public pages from the page cache, an app page's view counted after the response, and
 * previews marked private and not indexed.
 */
export async function proxy(request: NextRequest, event?: Pick<NextFetchEvent, "waitUntil">) {
  const requestHeaders = new Headers(request.headers);
  withPathname(request, requestHeaders);
  requestHeaders.delete(SCREEN_REWRITE_HEADER);
  const invitationLocale = withInvitationLocale(request, requestHeaders);
  const { pathname } = request.nextUrl;
  const malformed = malformedUrlReason(request);
  // A malformed URL outside /api is answered with a page (the bad-request screen), images included.
  const policy = contentSecurityPolicy(requestHeaders, malformed ? !isApi(pathname) : !isResource(pathname));
  const finish = (response: NextResponse) =>
    keepInvitationLocale(request, previewHeaders(request, securityHeaders(response, policy)), invitationLocale);
  if (malformed) return finish(await rejectMalformedUrl(request, requestHeaders, malformed));
  if (readsDatabaseAsPage(pathname) && (await isDatabaseDown())) return finish(await unavailablePage(request));
  const signIn = signInBeforeAccountPage(request);
  if (signIn) return finish(signIn);
  // Next.js always passes the event; a test calling the proxy directly counts nothing.
  const view = event ? appPageView(request) : null;
  if (view) event?.waitUntil(view());
  return finish(await guardTenantAdminPage(request, requestHeaders, () => pageOrRoute(request, requestHeaders)));
}

export const config = {
  // Everything but the build's hashed static files, which get the common headers from
  // next.config.mjs (they never run scripts of their own and need no nonce).
  matcher: ["/((?!_next/static/|_next/image/).*)"],
};
