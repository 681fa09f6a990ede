// Bad input at the sign-in endpoints is a 400 (413, 415), never one of next-auth's 500s; starting
// a sign-in and the /_log beacon are limited per client; expired counters are cleaned up. Through
// the real route files on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import type { TDbHandle } from "@store/db/client";
import { rateLimits } from "@store/db/schema/index";
import { createTestDb } from "@store/db/testing/test-db";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3994";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
vi.stubEnv("RATE_LIMIT_SIGN_INS_PER_IP", "3/10m");
vi.stubEnv("RATE_LIMIT_CLIENT_LOGS_PER_IP", "4/10m");
const authRoute = await import("@/app/api/auth/[...nextauth]/route");
const logRoute = await import("@/app/%5Flog/route");
const { guardAuthRequest } = await import("./auth-request-guard");
const { enforceRateLimit } = await import("@/server/http/rate-limit");

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

function authRequest(path: string, init: { method?: string; type?: string; body?: string; cookie?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.60" });
  if (init.type) headers.set("content-type", init.type);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new NextRequest(new URL(path, STORE), { method: init.method ?? "POST", headers, body: init.body });
}

async function callAuth(path: string, init: Parameters<typeof authRequest>[1] = {}) {
  const nextauth = new URL(path, STORE).pathname.replace(/^\/api\/auth\//, "").split("/");
  const response = await authRoute.POST(authRequest(path, init), { params: Promise.resolve({ nextauth }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

describe("the sign-in endpoints answer bad bodies with 400, not 500", () => {
  it.each([
    ["invalid JSON", "/api/auth/signin/suite", JSON_TYPE, "{not json"],
    ["a JSON array", "/api/auth/signin/suite", JSON_TYPE, "[1,2]"],
    ["a callbackUrl that is an object", "/api/auth/signout", JSON_TYPE, '{"callbackUrl":{"a":1}}'],
    ["a callbackUrl that is not a URL", "/api/auth/signin/suite", FORM, "csrfToken=x&callbackUrl=not%20a%20url"],
    ["a JSON callbackUrl that is not a URL", "/api/auth/callback/suite", JSON_TYPE, '{"callbackUrl":"::::"}'],
  ])("%s", async (_name, path, type, body) => {
    const result = await callAuth(path, { type, body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("a callbackUrl in the query that is not a URL", async () => {
    const response = await authRoute.GET(
      authRequest("/api/auth/signin?callbackUrl=javascript%20alert", { method: "GET" }),
      {
        params: Promise.resolve({ nextauth: ["signin"] }),
      },
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ["a non-ASCII word", "%E3%81%82"],
    ["a line break", "_%0A%0D"],
    ["an overlong code", "a".repeat(200)],
  ])("an error page code that is %s (next-auth would put it unescaped in a redirect)", async (_name, code) => {
    const response = await authRoute.GET(authRequest(`/api/auth/error?error=${code}`, { method: "GET" }), {
      params: Promise.resolve({ nextauth: ["error"] }),
    });
    expect(response.status).toBe(400);
  });

  it("a return-URL cookie that is not a URL, which the answer clears", async () => {
    const response = await authRoute.GET(
      authRequest("/api/auth/session", { method: "GET", cookie: "hrstore_auth_callback_url=nope" }),
      { params: Promise.resolve({ nextauth: ["session"] }) },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie")).toMatch(/^hrstore_auth_callback_url=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("lets next-auth's own session update through, with its nested data", async () => {
    const body = JSON.stringify({ csrfToken: "abc", data: { action: "refresh" } });
    const checked = await guardAuthRequest(
      new NextRequest(new URL("/api/auth/session", STORE), {
        method: "POST",
        headers: { "content-type": JSON_TYPE, "x-forwarded-for": "203.0.113.61" },
        body,
      }),
      ["session"],
    );
    expect(await checked.json()).toEqual({ csrfToken: "abc", data: { action: "refresh" } });
  });

  it.each([
    ["a level no logger method has", '{"level":"constructor","code":"X"}'],
    ["no level", '{"code":"CLIENT_FETCH_ERROR"}'],
    ["a level that is not a string", '{"level":["error"],"code":"X"}'],
    ["no body at all", undefined],
  ])("a browser's log to next-auth's _log with %s (next-auth would log a TypeError)", async (_name, body) => {
    const result = await callAuth("/api/auth/_log", { type: JSON_TYPE, body });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("hands a browser's error log with a level next-auth knows to next-auth", async () => {
    const checked = await guardAuthRequest(
      authRequest("/api/auth/_log", { type: FORM, body: "level=error&code=CLIENT_FETCH_ERROR&client=true" }),
      ["_log"],
    );
    expect(await checked.text()).toBe("level=error&code=CLIENT_FETCH_ERROR&client=true");
  });

  it("refuses another media type with 415 and a body over 16 KB with 413", async () => {
    expect((await callAuth("/api/auth/signout", { type: "text/plain", body: "callbackUrl=/" })).status).toBe(415);
    const big = `csrfToken=${"a".repeat(17 * 1024)}`;
    expect((await callAuth("/api/auth/signout", { type: FORM, body: big })).status).toBe(413);
  });
});

describe("abuse limits per client", () => {
  it("lets one client start 3 sign-ins in 10 minutes (as configured), then answers 429", async () => {
    const start = (ip: string) =>
      guardAuthRequest(
        new NextRequest(new URL("/api/auth/signin/suite", STORE), {
          method: "POST",
          headers: { "content-type": FORM, "x-forwarded-for": ip },
          body: "csrfToken=abc&callbackUrl=%2F&json=true",
        }),
        ["signin", "suite"],
      );
    for (let i = 0; i < 3; i++) {
      const checked = await start("198.51.100.70");
      // next-auth reads the same body the client sent.
      expect(await checked.text()).toBe("csrfToken=abc&callbackUrl=%2F&json=true");
    }
    await expect(start("198.51.100.70")).rejects.toMatchObject({
      code: "RATE_LIMITED",
      retryAfterSeconds: expect.any(Number),
    });
    // Through the route: 429 with Retry-After.
    const refused = await authRoute.POST(
      new NextRequest(new URL("/api/auth/signin/suite", STORE), {
        method: "POST",
        headers: { "content-type": FORM, "x-forwarded-for": "198.51.100.70" },
        body: "csrfToken=abc",
      }),
      { params: Promise.resolve({ nextauth: ["signin", "suite"] }) },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not held back.
    await expect(start("198.51.100.71")).resolves.toBeInstanceOf(NextRequest);
  });

  it("lets one client send 4 beacon logs in 10 minutes (as configured), then answers 429", async () => {
    const beacon = (ip: string) =>
      logRoute.POST(
        new NextRequest(new URL("/_log", STORE), {
          method: "POST",
          headers: { "content-type": JSON_TYPE, "x-forwarded-for": ip },
          body: JSON.stringify({ level: "error", code: "UNEXPECTED_ERROR" }),
        }),
        { params: Promise.resolve({}) },
      );
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon("198.51.100.80")).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    expect((await beacon("198.51.100.81")).status).toBe(204);
  });

  it("deletes counters once they no longer weigh anything", async () => {
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    await enforceRateLimit(handle.db, "clientLogPerIp", "192.0.2.200", dayAgo);
    const before = await handle.db.select().from(rateLimits);
    expect(before.some((row) => row.expiresAt < new Date())).toBe(true);
    // A hit a minute later cleans up (at most once a minute per process), off the request's path.
    await enforceRateLimit(handle.db, "clientLogPerIp", "192.0.2.201", new Date(Date.now() + 61_000));
    await expect
      .poll(async () => (await handle.db.select().from(rateLimits)).filter((row) => row.expiresAt < new Date()).length)
      .toBe(0);
    expect((await handle.db.select().from(rateLimits)).length).toBeGreaterThan(0);
  });
});
