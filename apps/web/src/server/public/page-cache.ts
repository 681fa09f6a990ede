import "server-only";
import { randomBytes } from "node:crypto";
import { COOKIE_PREFIX } from "@store/domain/cookies";
import { LOCALE_COOKIE, type TLocale } from "@store/domain/locales";
import { type NextRequest, NextResponse } from "next/server";
import { isPreviewRequest } from "@/paths/preview-request";
import { concatBytes } from "@/server/http/concat-bytes";
import { logger } from "@/server/logger";
import { localeOfRequest } from "@/server/server-translator";
import { publicPageCache } from "./public-reads";

// Issue 30 item 1: a visitor's public page (home, /apps and its filters, an app's page, the
// editorial pages and terms) is the same HTML for every visitor of a locale until something
// published changes, so proxy.ts serves it from a cache of whole pages, one per process.
//
// Why not Next's own: cache components and partial prerendering prerender a static shell, which
// cannot carry the per-response nonce of the store's script policy (Next documents nonces as
// needing dynamic rendering), and the locale, read from a cookie or Accept-Language as SPEC §1
// asks, is not in the URL, so every page would have to move under a [locale] segment first.
// Here the page is rendered once by the store itself (a request to its own port), kept cut where its
// nonce was, and each response gets its own fresh nonce put back in those places.
//
// Only visitors get cached pages: a request with a store cookie other than the language
// (a tenant, provider or operator session, a sign-in in progress, a one-time message), a feature
// flag header, a preview, a search (counted as it renders), or a client-side navigation (RSC) is
// rendered as before. The parts that depend on the viewer are then the same for all: signed out.
// Entries live as the public reads do (public-reads.ts): 60 s at most, never past the next
// scheduled publication, and every invalidation of a public tag, in any process, drops them all.

/** Paths of the pages served from the cache. */
const CACHED_PAGES = [
  /^\/$/,
  /^\/apps$/,
  /^\/apps\/[^/]+$/,
  /^\/(campaigns|specials|cases)(\/[^/]+)?$/,
  /^\/(terms|partner-terms|partner-api-terms|labs-terms)(\/[^/]+)?$/,
];
/** Request headers of the client-side router: what it asks for is not the document. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

/**
 * Whether the request asks for a document. Next.js takes the router's headers (RSC, Next-Router-*)
 * and `_rsc` off the request before proxy.ts sees it (server/web/adapter.js), so a client-side
 * navigation looks like a page load there; browsers say what a request is for in Sec-Fetch-Dest
 * (`document` for a page load, `empty` for the router's fetch). A client without it (a crawler,
 * a benchmark) asks for documents.
 */
export function isDocumentRequest(headers: Pick<Headers, "get">): boolean {
  const destination = headers.get("sec-fetch-dest");
  return destination === null || destination === "document";
}
/** SPEC §3 feature flags (catalog-context.ts): a flagged request sees another store. */
const FLAG_HEADERS = ["permissioning-flag", "forced-app-status", "forced-news-orders"];
/** Marks the store's request for a page it will keep, so it is rendered (and not counted). */
export const PAGE_RENDER_HEADER = "x-store-page-render";
/** Tells whether a response came from the cache (`hit`) or was rendered for it (`miss`). */
export const PAGE_CACHE_HEADER = "x-store-page-cache";
const RENDER_TIMEOUT_MS = 30_000;
/** Response headers a kept page is served with again (the store's own security headers are set anew). */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link", "x-robots-tag", "content-language"];

/**
 * A kept page: its HTML as UTF-8 bytes, cut where each response's nonce goes, and its headers.
 * Bytes, not a string: a response made from a string is checked for lone surrogates and encoded
 * again on every request (about a fifth of what serving a kept page cost, bench/README.md), and a
 * Japanese page held as a string takes two bytes a character.
 */
type TRendered = { parts: Buffer[]; headers: [string, string][] };

/**
 * Why the store does not keep a page it rendered (not an HTML page of the expected status with a
 * nonce). A not-found screen it rendered is served to the visitor as it is, not kept (its address
 * names nothing, and a burst of such addresses would fill the cache); anything else is rendered for
 * the visitor as usual.
 */
class UncachedPage extends Error {
  constructor(
    message: string,
    readonly notFound: TRendered | null = null,
  ) {
    super(message);
  }
}

const secretState = globalThis as unknown as { storePageRenderSecret?: string };

function renderSecret(): string {
  secretState.storePageRenderSecret ??= randomBytes(16).toString("hex");
  return secretState.storePageRenderSecret;
}

/** Whether this request is the store rendering a page for its cache (not a visit). */
export function isPageRenderForCache(headers: Pick<Headers, "get">): boolean {
  return headers.get(PAGE_RENDER_HEADER) === renderSecret();
}

/** Whether the request is a visitor's page load: no session or other store cookie but the language, no flag, not the router. */
function isVisitorDocumentRequest(request: NextRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.nextUrl.searchParams.has("_rsc")) return false;
  const { headers } = request;
  if (!isDocumentRequest(headers)) return false;
  if ([...ROUTER_HEADERS, ...FLAG_HEADERS, PAGE_RENDER_HEADER].some((name) => headers.has(name))) return false;
  return !request.cookies.getAll().some(({ name }) => name.startsWith(COOKIE_PREFIX) && name !== LOCALE_COOKIE);
}

/** Whether the request is a visitor's document request for a page served from the cache. */
export function isCacheablePageRequest(request: NextRequest): boolean {
  const { pathname, searchParams } = request.nextUrl;
  if (!CACHED_PAGES.some((page) => page.test(pathname))) return false;
  if (pathname === "/apps" && searchParams.has("q")) return false;
  if (isPreviewRequest(pathname, searchParams)) return false;
  return isVisitorDocumentRequest(request);
}

/** The store's own address for a request to itself: the port Next.js listens on. */
function ownOrigin(): string | null {
  const port = process.env.PORT;
  return port && /^\d+$/.test(port) ? `http://127.0.0.1:${port}` : null;
}

/**
 * Renders the page through the store itself, as a visitor of `locale` without cookies would see it;
 * kept only when it answers `status` (200 for a page; the bad-request screen answers its own 400).
 */
async function renderPage(origin: string, pathAndQuery: string, locale: TLocale, status: number): Promise<TRendered> {
  const response = await fetch(new URL(pathAndQuery, origin), {
    headers: {
      accept: "text/html",
      // The page is kept as text: not compressed on the way here.
      "accept-encoding": "identity",
      cookie: `${LOCALE_COOKIE}=${locale}`,
      "user-agent": "hr-app-store page cache",
      [PAGE_RENDER_HEADER]: renderSecret(),
    },
    redirect: "manual",
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const isHtml = /^text\/html/.test(response.headers.get("content-type") ?? "");
  const encoding = response.headers.get("content-encoding") ?? "identity";
  if (!nonce || !isHtml || encoding !== "identity") throw new UncachedPage(`${response.status} ${encoding}`);
  const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  const page = { parts: html.split(nonce).map((part) => Buffer.from(part)), headers };
  if (response.status === status) return page;
  // A redirect or an error screen is rendered for its visitor as usual; a not-found screen is served as it is.
  throw new UncachedPage(`${response.status}`, response.status === 404 ? page : null);
}

/** The page's bytes with `nonce` where the rendered page had its own. */
function withNonce(parts: readonly Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  return concatBytes(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/**
 * The page with this response's `nonce`. Next.js compresses it per response as it does any page
 * (a proxy's response may not carry its own Content-Encoding: next-server.js drops the header), so
 * compressing is most of what a kept page still costs.
 */
function servedPage(
  request: NextRequest,
  page: TRendered,
  nonce: string,
  served: { cache: "hit" | "miss"; status: number },
): NextResponse {
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, served.cache);
  const body = request.method === "HEAD" ? null : withNonce(page.parts, nonce);
  return new NextResponse(body, { status: served.status, headers });
}

/**
 * The visitor's page from the cache, rendered and kept on a miss (concurrent misses render once),
 * with `nonce` (this response's policy nonce) on its scripts. Null when the store cannot render
 * it for the cache: the caller renders it as usual.
 */
export function cachedPageResponse(request: NextRequest, nonce: string): Promise<NextResponse | null> {
  return keptPageResponse(request, nonce, `${request.nextUrl.pathname}${request.nextUrl.search}`, 200);
}

/**
 * A screen every visitor of a locale sees alike whatever address showed it (the bad-request screen
 * of a malformed URL, at `screenPath`), from the cache with `status`. Null for a request that is no
 * visitor's page load, or when the store cannot render it: the caller renders it as usual.
 */
export async function cachedScreenResponse(
  request: NextRequest,
  nonce: string,
  screen: { path: string; status: number },
): Promise<NextResponse | null> {
  if (!isVisitorDocumentRequest(request)) return null;
  return keptPageResponse(request, nonce, screen.path, screen.status);
}

async function keptPageResponse(
  request: NextRequest,
  nonce: string,
  pathAndQuery: string,
  status: number,
): Promise<NextResponse | null> {
  // Next.js sets PORT as it starts; without it (a test calling the proxy directly) pages render as usual.
  const origin = ownOrigin();
  if (!origin) return null;
  const locale = localeOfRequest(request);
  const key = `${locale} ${pathAndQuery}`;
  const cache = publicPageCache();
  const served = cache.has(key) ? "hit" : "miss";
  try {
    const page = await cache.read({ key, tags: [], load: () => renderPage(origin, pathAndQuery, locale, status) });
    return servedPage(request, page, nonce, { cache: served, status });
  } catch (error) {
    if (error instanceof UncachedPage) {
      return error.notFound && servedPage(request, error.notFound, nonce, { cache: "miss", status: 404 });
    }
    logger.warn({ err: error, path: pathAndQuery }, "could not render a public page for the page cache");
    return null;
  }
}
