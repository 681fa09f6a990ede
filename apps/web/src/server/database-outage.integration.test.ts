// A database that cannot be reached is a 503 with Retry-After, on API routes (route.ts through
// errorResponse) and on pages (the proxy, while the outage recorded in database-outage.ts holds),
// and the store recovers by itself once the database answers again: no restart.
import { createDb, isDatabaseUnreachable } from "@store/db/client";
import { withOutage } from "@store/db/testing/outage-db";
import { createTestDb, type TTestDbHandle } from "@store/db/testing/test-db";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3000";

vi.mock("./db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");

const { GET: ownProvider } = await import("@/app/api/developers/app_providers/me/route");
const { proxy } = await import("@/proxy");
const { onRequestError } = await import("@/instrumentation");
const { markDatabaseReachable, PROBE_INTERVAL_MS, setDatabaseProbe } = await import("./database-outage");

let handle: TTestDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  markDatabaseReachable();
  await handle?.close();
});

async function failure(query: () => Promise<unknown>): Promise<unknown> {
  try {
    await query();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("what counts as the database being out of reach", () => {
  it("a refused connection, a closed PGlite and a terminated backend do; a failing query does not", async () => {
    const refused = await createDb({ databaseUrl: "postgres://store@127.0.0.1:1/none" });
    expect(isDatabaseUnreachable(await failure(() => refused.db.execute(sql`select 1`)))).toBe(true);
    await refused.close();

    const closed = await createDb({ dataDir: "memory://" });
    await closed.close();
    expect(isDatabaseUnreachable(await failure(() => closed.db.execute(sql`select 1`)))).toBe(true);

    expect(isDatabaseUnreachable(await failure(() => handle.db.execute(sql`select 1 / 0`)))).toBe(false);
    // The same socket codes from elsewhere: an outbound fetch refused, a client gone mid-body.
    expect(isDatabaseUnreachable(await failure(() => fetch("http://127.0.0.1:1/")))).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error("aborted"), { code: "ECONNRESET" }))).toBe(false);

    if (handle.databaseUrl) {
      // SQLSTATE 57P01, as when PostgreSQL is shut down under the store.
      const second = await createDb({ databaseUrl: handle.databaseUrl, poolSize: 1 });
      const terminated = await failure(() => second.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`));
      expect(isDatabaseUnreachable(terminated)).toBe(true);
      await second.close();
    }
  });
});

describe("a database cut", () => {
  it("answers 503 with Retry-After on an API route and on a page, then serves again once the database is back", async () => {
    const cut = withOutage(handle.db);
    useTestDb(cut.db);
    setDatabaseProbe(() => cut.db.execute(sql`select 1`).then(() => true));
    // A provider session the database does not hold: 401 while it answers.
    const api = () =>
      ownProvider(
        new NextRequest(`${STORE}/api/developers/app_providers/me`, {
          headers: { "accept-language": "en-US", cookie: "hrstore_developer_session=no-such-session" },
        }),
        { params: Promise.resolve({}) },
      );
    const page = () => proxy(new NextRequest(`${STORE}/apps`, { headers: { "accept-language": "en-US" } }));

    expect((await api()).status).toBe(401);
    cut.outage(PROBE_INTERVAL_MS + 1500);

    const refused = await api();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toMatchObject({ error: { code: "UNAVAILABLE", message: expect.any(String) } });

    const unavailable = await page();
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("5");
    expect(await unavailable.text()).toContain("The service is temporarily unavailable");

    await vi.waitUntil(() => !cut.down, { timeout: 10_000, interval: 100 });
    expect((await api()).status).toBe(401);
    // The proxy asks the database again once PROBE_INTERVAL_MS has passed since it last did.
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    expect((await page()).headers.get("x-middleware-next")).toBe("1");
  });

  it("a page whose render failed for want of the database makes the next page requests 503", async () => {
    markDatabaseReachable();
    const cut = withOutage(handle.db);
    setDatabaseProbe(() => cut.db.execute(sql`select 1`).then(() => true));
    cut.outage(PROBE_INTERVAL_MS + 1500);
    const renderError = await failure(() => cut.db.execute(sql`select 1`));
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    await onRequestError(
      renderError,
      { path: "/apps", method: "GET", headers: {} },
      { routePath: "/apps", routeType: "render" },
    );
    vi.unstubAllEnvs();
    const answer = await proxy(new NextRequest(`${STORE}/apps/some-app`));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");

    await vi.waitUntil(() => !cut.down, { timeout: 10_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
    expect((await proxy(new NextRequest(`${STORE}/apps/some-app`))).headers.get("x-middleware-next")).toBe("1");
  });
});
