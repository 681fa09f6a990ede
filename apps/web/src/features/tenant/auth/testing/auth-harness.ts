// Test support for the sign-in integration tests: drives next-auth's real handler in-process (its
// Node request/response form, which needs no Next.js request context) and the stand-in parent
// service over HTTP, with one cookie jar per origin, the way a browser does.
import type { AuthOptions } from "next-auth";
import NextAuth from "next-auth/next";

export type TCookies = Map<string, string>;

export type TStoreResponse = {
  status: number;
  location: string | null;
  body: unknown;
  setCookies: string[];
};

function absorb(jar: TCookies, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = decodeURIComponent(pair.slice(index + 1).trim());
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    if (expired || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

function cookieHeader(jar: TCookies): string {
  return [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
}

/** A browser: cookies for the store (in-process) and for the suite (HTTP). */
export class TestBrowser {
  readonly storeCookies: TCookies = new Map();
  readonly suiteCookies: TCookies = new Map();

  constructor(
    private readonly storeOrigin: string,
    private readonly options: () => AuthOptions | Promise<AuthOptions>,
  ) {}

  /** One request to next-auth's endpoints, e.g. `store("GET", "/api/auth/session")`. */
  async store(method: "GET" | "POST", pathWithQuery: string, body?: Record<string, unknown>): Promise<TStoreResponse> {
    const url = new URL(pathWithQuery, this.storeOrigin);
    const segments = url.pathname
      .replace(/^\/api\/auth\/?/, "")
      .split("/")
      .filter(Boolean);
    const query: Record<string, string | string[]> = { ...Object.fromEntries(url.searchParams), nextauth: segments };
    const headers: Record<string, string> = { host: url.host, cookie: cookieHeader(this.storeCookies) };
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    const req = { method, query, body: body ?? {}, cookies: Object.fromEntries(this.storeCookies), headers };
    const outgoing = new Map<string, string | string[]>();
    const result: TStoreResponse = { status: 200, location: null, body: undefined, setCookies: [] };
    const options = await this.options();
    await new Promise<void>((resolve, reject) => {
      const res = {
        status(code: number) {
          result.status = code;
          return res;
        },
        setHeader(name: string, value: string | string[]) {
          outgoing.set(name.toLowerCase(), value);
          return res;
        },
        getHeader(name: string) {
          return outgoing.get(name.toLowerCase());
        },
        end() {
          resolve();
        },
        json(value: unknown) {
          result.body = value;
          resolve();
        },
        send(value: unknown) {
          result.body = typeof value === "string" && value.startsWith("{") ? JSON.parse(value) : value;
          resolve();
        },
      };
      // Typed for Next's API routes; the handler only uses what `req` and `res` provide here.
      (NextAuth as unknown as (req: unknown, res: unknown, options: AuthOptions) => Promise<unknown>)(
        req,
        res,
        options,
      ).catch(reject);
    });
    const setCookie = outgoing.get("set-cookie");
    result.setCookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const location = outgoing.get("location");
    result.location = typeof location === "string" ? location : null;
    absorb(this.storeCookies, result.setCookies);
    return result;
  }

  /** A request to the suite, without following redirects. */
  async suite(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.suiteCookies.size > 0) headers.set("cookie", cookieHeader(this.suiteCookies));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    absorb(this.suiteCookies, response.headers.getSetCookie());
    return response;
  }

  /** Follows the suite's redirects until a page answers or the store's callback is reached. */
  async followSuite(start: string): Promise<{ url: string; response: Response | null }> {
    let url = start;
    for (let hops = 0; hops < 10; hops++) {
      if (url.startsWith(this.storeOrigin)) return { url, response: null };
      const response = await this.suite(url);
      const next = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !next) return { url, response };
      url = new URL(next, url).href;
    }
    throw new Error("too many redirects");
  }
}

function formAction(html: string, step: "login" | "confirm"): string {
  const match = new RegExp(`action="(/interaction/[^"]+/${step})"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${step} form on the page`);
  return match[1];
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}

/**
 * csrf → POST signin/suite → the suite's sign-in page. When a test run starts many workers at once,
 * the store may not read the suite's OpenID configuration in time and send the browser to its own
 * error page instead: that is tried again, twice, before it fails.
 */
async function openSuiteSignIn(
  browser: TestBrowser,
  callbackUrl: string,
): Promise<{ authorizeUrl: URL; signInPage: { url: string; response: Response } }> {
  let url = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const csrf = await browser.store("GET", "/api/auth/csrf");
    const { csrfToken } = csrf.body as { csrfToken: string };
    const start = await browser.store("POST", "/api/auth/signin/suite", { csrfToken, callbackUrl, json: "true" });
    url = (start.body as { url: string }).url;
    const signInPage = await browser.followSuite(url);
    if (signInPage.response)
      return { authorizeUrl: new URL(url), signInPage: { ...signInPage, response: signInPage.response } };
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
  throw new Error(`the suite skipped its sign-in page: the store sent the browser to ${url}`);
}

/**
 * The whole sign-in as a browser makes it: csrf → POST signin/suite → the suite's sign-in page →
 * pick a demo user (`userId:tenantId`) → consent → the store's callback. Returns the callback's
 * answer and the authorize URL the store sent the browser to.
 */
export async function signInThroughSuite(
  browser: TestBrowser,
  pick: string,
  callbackUrl = "/",
): Promise<{ authorizeUrl: URL; callback: TStoreResponse; callbackRequest: URL }> {
  const { authorizeUrl, signInPage } = await openSuiteSignIn(browser, callbackUrl);
  const loginAction = new URL(formAction(await signInPage.response.text(), "login"), signInPage.url).href;
  const afterLogin = await browser.suite(loginAction, form({ pick }));
  const consent = await browser.followSuite(new URL(afterLogin.headers.get("location") ?? "", loginAction).href);
  if (!consent.response) throw new Error("the suite skipped its consent page");
  const confirm = new URL(formAction(await consent.response.text(), "confirm"), consent.url).href;
  const afterConsent = await browser.suite(confirm, form({}));
  const back = await browser.followSuite(new URL(afterConsent.headers.get("location") ?? "", confirm).href);
  const callbackRequest = new URL(back.url);
  const callback = await browser.store("GET", `${callbackRequest.pathname}${callbackRequest.search}`);
  return { authorizeUrl, callback, callbackRequest };
}
