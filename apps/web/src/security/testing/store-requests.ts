// Requests to the store's route handlers in-process, served as Next serves them: the proxy where
// its matcher says, then the handler with its path parameters; and next-auth's own endpoints.
import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { TestBrowser } from "@/features/tenant/auth/testing/auth-harness";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import type { TSecurityHarness } from "./security-harness";

export type TAnswer = { status: number; text: string; json: unknown; headers: Headers };

export type TStoreRequestInit = {
  method?: string;
  /** The tenant session cookie's value. */
  cookie?: string | null;
  /** A provider user's or operator's session cookie, `name=value`. */
  accountCookie?: string | null;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as is, with `contentType` when given. */
  body?: string | Uint8Array;
  contentType?: string | null;
  /** Defaults to the store's own origin for writes, as a browser sends it. */
  origin?: string | null;
  headers?: Record<string, string>;
};

/** A request to the store as its route handlers receive it. */
export function storeRequest(store: string, pathWithQuery: string, init: TStoreRequestInit = {}): NextRequest {
  const method = init.method ?? "GET";
  const headers = new Headers({ "user-agent": "SecuritySuite/1.0", ...init.headers });
  const cookies = [init.cookie ? `${SESSION_COOKIE_NAME}=${init.cookie}` : null, init.accountCookie ?? null];
  const cookieHeader = cookies.filter((cookie) => cookie !== null).join("; ");
  if (cookieHeader) headers.set("cookie", cookieHeader);
  const origin = init.origin === undefined ? (method === "GET" || method === "HEAD" ? null : store) : init.origin;
  if (origin) headers.set("origin", origin);
  let body: string | Uint8Array | undefined = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("content-type", "application/json");
  }
  if (init.contentType) headers.set("content-type", init.contentType);
  // An absolute URL is built from the path as sent: escapes stay as they are.
  return new NextRequest(`${store}${pathWithQuery}`, { method, headers, body: body as BodyInit | undefined });
}

type THandler = (...args: never[]) => unknown;

type TPathToRegexp = (path: string, keys: unknown[], options: Record<string, boolean | string>) => RegExp;
type TMatcher = string | { source: string };

/**
 * Whether the proxy's `config.matcher` takes a path, compiled as Next compiles it (path-to-regexp;
 * Next's own helper for this needs its server's async storage, which tests do not have).
 */
function proxyMatches(matcher: TMatcher | TMatcher[] | undefined, pathname: string): boolean {
  if (matcher === undefined) return true;
  const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as {
    pathToRegexp: TPathToRegexp;
  };
  return [matcher].flat().some((m) => {
    const source = typeof m === "string" ? m : m.source;
    return pathToRegexp(source, [], { delimiter: "/", sensitive: false, strict: true }).test(pathname);
  });
}

/**
 * What Next does with a request before its route handler: the store's proxy runs where its matcher
 * says. Its own answer (a refusal, a redirect) ends the request; otherwise the handler gets the
 * request with the headers the proxy set.
 */
async function throughProxy(request: NextRequest): Promise<Response | NextRequest> {
  const { proxy, config } = await import("@/proxy");
  if (!proxyMatches(config.matcher, request.nextUrl.pathname)) return request;
  const response = await proxy(request);
  if (response.headers.get("x-middleware-rewrite")) return request;
  if (response.headers.get("x-middleware-next") !== "1") return response;
  const overridden = response.headers.get("x-middleware-override-headers");
  if (!overridden) return request;
  const headers = new Headers();
  for (const name of overridden.split(",")) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return new NextRequest(request, { headers });
}

async function answerOf(response: Response): Promise<TAnswer> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/**
 * Serves a request as Next does: the proxy, then the route handler with its path parameters. An
 * exception escaping either is what Next answers 500 to.
 */
export async function callHandler(
  handler: THandler,
  request: NextRequest,
  params: Record<string, string | string[]> = {},
): Promise<TAnswer> {
  try {
    const proxied = await throughProxy(request);
    if (!(proxied instanceof NextRequest)) return await answerOf(proxied);
    const respond = handler as (request: NextRequest, context: unknown) => Promise<Response>;
    return await answerOf(await respond(proxied, { params: Promise.resolve(params) }));
  } catch (error) {
    return { status: 500, text: String(error), json: null, headers: new Headers() };
  }
}

/** next-auth's endpoints through its Node handler with the store's options and this cookie. */
export function nextAuthBrowser(harness: TSecurityHarness, cookie: string | null): TestBrowser {
  const browser = new TestBrowser(harness.store, harness.authOptions);
  if (cookie) browser.storeCookies.set(SESSION_COOKIE_NAME, cookie);
  return browser;
}
