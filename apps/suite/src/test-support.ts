// What the stand-in's tests need to act as the store and as a browser over real HTTP with plain
// fetch: a cookie jar, PKCE, following redirects, forms, JSON calls and the store's own tokens.
import { createHash, randomBytes } from "node:crypto";
import type { TRunningSuite } from "./app.js";

export const STORE_CLIENT_ID = "hr-app-store";
export const STORE_CLIENT_SECRET = "hr-app-store-secret";
export const STORE_REDIRECT_URI = "http://localhost:3000/api/auth/callback/suite";
export const REGISTRATION_TOKEN = "hr-app-store-registration-token";
export const TEST_ENV = { NODE_ENV: "test" };

/** Enough of a browser's cookie handling for one sign-in: names are unique, paths ignored. */
export class CookieJar {
  private cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function location(res: Response, from: string): string {
  const value = res.headers.get("location");
  if (!value) throw new Error(`expected a redirect from ${from}, got ${res.status}`);
  return new URL(value, from).href;
}

export function formAction(html: string, step: "login" | "confirm" | "abort"): string {
  const match = new RegExp(`action="(/interaction/[^"]+/${step})"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${step} form on the page`);
  return match[1];
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}

/** Follows GET redirects until a page (not a redirect), or a redirect to a URL starting with `stopAt`. */
export async function follow(jar: CookieJar, start: string, stopAt: string): Promise<{ url: string; res: Response }> {
  let url = start;
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(stopAt)) return { url, res: new Response(null) };
    const res = await jar.fetch(url);
    if (res.status < 300 || res.status >= 400) return { url, res };
    url = location(res, url);
  }
  throw new Error("too many redirects");
}

export function authorizeUrl(base: string, params: Record<string, string>): string {
  const url = new URL("/oauth/authorize", base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

export type TSignIn = { pick: string } | { email: string; password: string };

/**
 * A browser starts an authorization for a client and signs in on the sign-in page: returns the
 * page that follows (consent, a message, or the redirect to `redirectUri`), with the jar and PKCE.
 */
export async function startSignIn(
  suite: TRunningSuite,
  client: { clientId: string; redirectUri: string; scope: string },
  signIn: TSignIn,
) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(12).toString("base64url");
  const start = authorizeUrl(suite.url, {
    client_id: client.clientId,
    response_type: "code",
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  const signInPage = await follow(jar, start, client.redirectUri);
  if (signInPage.res.status !== 200) throw new Error(`sign-in page answered ${signInPage.res.status}`);
  const signInHtml = await signInPage.res.text();
  const loginAction = new URL(formAction(signInHtml, "login"), suite.url).href;
  const afterLogin = await jar.fetch(loginAction, form("pick" in signIn ? { pick: signIn.pick } : signIn));
  if (afterLogin.status !== 303) throw new Error(`sign-in answered ${afterLogin.status}`);
  const next = await follow(jar, location(afterLogin, loginAction), client.redirectUri);
  return { jar, next, verifier, state, signInHtml };
}

export async function call(suite: TRunningSuite, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(path, suite.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export function basic(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;
}

export async function tokenRequest(suite: TRunningSuite, auth: string, fields: Record<string, string>) {
  const res = await fetch(new URL("/oauth/token", suite.url), {
    ...form(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: auth },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The store's own client-credentials token with these scopes. */
export async function storeToken(suite: TRunningSuite, scope: string): Promise<string> {
  const { status, body } = await tokenRequest(suite, basic(STORE_CLIENT_ID, STORE_CLIENT_SECRET), {
    grant_type: "client_credentials",
    scope,
  });
  if (status !== 200 || typeof body.access_token !== "string") {
    throw new Error(`client credentials answered ${status}`);
  }
  return body.access_token;
}
