// What the route tests of the integration settings share (OAuth clients, add-ons): the stand-in
// parent service started in-process with the store's environment pointing at it, providers with a
// signed-in user each, and a call to a route handler as the store's own page makes it. The calling
// test mocks `@/server/db` first (vi.mock is hoisted only in a test file).
import type { TDb } from "@store/db/client";
import { NextRequest } from "next/server";
import { afterAll, vi } from "vitest";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";
import { startSuite, type TRunningSuite } from "../../../../../../suite/src/app";

export type THandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** A request as the test sends it: the session cookie, and the method, JSON body, path parameters and language. */
export type TCallInit = {
  cookie: string;
  method?: string;
  json?: unknown;
  params?: Record<string, string>;
  language?: string;
};

/**
 * Starts the stand-in and points the store at it, as `store`; import the routes after this. The
 * stand-in stops after the file's tests (a test may stop it before, to see the store without it).
 */
export async function startIntegrationsHarness(store: string, sessionSecret: string): Promise<TRunningSuite> {
  const suite = await startSuite({ port: 0, redirectUris: [`${store}/api/auth/callback/suite`] }, { NODE_ENV: "test" });
  afterAll(() => suite.close().catch(() => undefined));
  vi.stubEnv("BASE_URL", store);
  vi.stubEnv("NEXTAUTH_URL", store);
  vi.stubEnv("NEXTAUTH_SECRET", sessionSecret);
  vi.stubEnv("SUITE_URL", suite.url);
  vi.stubEnv("LOG_LEVEL", "fatal");
  return suite;
}

/** Calls a route handler from the store's own origin; the answer's status, text and JSON body. */
export async function callRoute<T>(store: string, handler: THandler, path: string, init: TCallInit) {
  const headers = new Headers({ origin: store, cookie: init.cookie, "accept-language": init.language ?? "ja" });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const response = await handler(
    new NextRequest(new URL(path, store), {
      method: init.method ?? "GET",
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
    { params: Promise.resolve(init.params ?? {}) },
  );
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : {}) as T };
}

/** A registration as the stand-in has it, read at its address with its token; the body only when found. */
export async function readAtSuite(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: response.ok ? ((await response.json()) as Record<string, unknown>) : null };
}

/** Providers `{name}a` and `{name}b`, each with a signed-in user: their ids and session cookies. */
export async function seedTwoProviders(db: TDb, name: string) {
  const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
  const seeded = { ids: { a: 0, b: 0 }, cookies: { a: "", b: "" } };
  for (const key of ["a", "b"] as const) {
    const { provider, principal } = await seedProviderWithUser(db, { name: `${name}${key}` });
    const session = await openAccountSession(db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    seeded.ids[key] = provider.id;
    seeded.cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
  return seeded;
}
