// What keeps the public document request from being abused (issue 8): only the store's own
// dialog may send it (Origin), only as a small JSON body, and neither one e-mail address nor one
// client may make the store mail without limit, however many web processes serve it. Through the
// real route handler on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { createDb, type TDb, type TDbHandle } from "@store/db/client";
import { documentRequests, jobs, rateLimits } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb, type TTestDbHandle } from "@store/db/testing/test-db";
import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const STORE = "http://localhost:3995";

// Each request runs with the database handle of "its" web process.
const processDb = await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  return new AsyncLocalStorage<TDb>();
});
vi.mock("@/server/db", () => ({
  getDb: async () => {
    const db = processDb.getStore();
    if (!db) throw new Error("test database not ready");
    return db;
  },
}));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("TRUST_PROXY_HOPS", "1");
vi.stubEnv("RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS", "5/1h");
vi.stubEnv("RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP", "30/1h");
const { POST } = await import("@/app/api/apps/[code]/document_request/route");

const CODE = "limit-app";
let handle: TTestDbHandle;
/** A second handle on the same database: another web process, where the driver allows one. */
let other: TDbHandle | undefined;

type TPost = { email?: string; ip?: string; headers?: Record<string, string>; body?: string; db?: TDb };

async function post({ email = "hr@limit.example", ip = "203.0.113.10", headers = {}, body, db }: TPost = {}) {
  const request = new NextRequest(new URL(`/api/apps/${CODE}/document_request`, STORE), {
    method: "POST",
    headers: { "content-type": "application/json", origin: STORE, "x-forwarded-for": ip, ...headers },
    body: body ?? JSON.stringify({ email, surveyAnswers: { interesting: ["other"] } }),
  });
  const response = await processDb.run(db ?? handle.db, () =>
    POST(request, { params: Promise.resolve({ code: CODE }) }),
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function requestsFor(email: string): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(documentRequests).where(eq(documentRequests.email, email));
  return row?.n ?? 0;
}

beforeAll(async () => {
  handle = await createTestDb();
  if (handle.databaseUrl) other = await createDb({ databaseUrl: handle.databaseUrl, poolSize: 2 });
  const provider = await seedProvider(handle.db, { name: "制限テスト", email: "provider@limit.test.example" });
  await seedApp(handle.db, {
    appProviderId: provider.id,
    integrationType: "install",
    code: CODE,
    name: "Limit App",
    documentUrl: "https://provider.test.example/limit.pdf",
  });
});

afterAll(async () => {
  await other?.close();
  await handle?.close();
});

describe("who may ask", () => {
  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["a script that sends no Origin", { origin: "" }],
  ])("refuses %s with 403 and queues no mail", async (_who, headers) => {
    const email = `origin-${headers.origin.length}@limit.example`;
    const response = await post({ email, headers });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect(await requestsFor(email)).toBe(0);
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["no type", ""],
  ])("refuses a body sent as %s with 415", async (_name, type) => {
    const email = `type-${type.length}@limit.example`;
    const response = await post({ email, headers: { "content-type": type } });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    expect(await requestsFor(email)).toBe(0);
  });

  it("refuses a body over 64 KB with 413 without reading it whole", async () => {
    const email = "big@limit.example";
    const padding = "x".repeat(70 * 1024);
    const response = await post({ body: JSON.stringify({ email, surveyAnswers: { interesting: [] }, padding }) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });

    // A body that never says its length is cut off at the limit as it streams in.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`{"padding":"${"y".repeat(16 * 1024)}`));
      },
    });
    const streamed = await processDb.run(handle.db, () =>
      POST(
        new NextRequest(
          new Request(new URL(`/api/apps/${CODE}/document_request`, STORE), {
            method: "POST",
            headers: { "content-type": "application/json", origin: STORE, "x-forwarded-for": "203.0.113.11" },
            body: endless,
            duplex: "half",
          } as RequestInit),
        ),
        { params: Promise.resolve({ code: CODE }) },
      ),
    );
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(await requestsFor(email)).toBe(0);
  });
});

describe("how often", () => {
  it("sends one address at most 5 mails an hour, from any client, then answers 429 with Retry-After", async () => {
    const email = "victim@limit.example";
    for (let i = 0; i < 5; i++) {
      expect((await post({ email, ip: `198.51.100.${i + 1}` })).status).toBe(202);
    }
    const refused = await post({ email, ip: "198.51.100.99" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: "RATE_LIMITED" } });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(2 * 3600);
    // The same address written differently is the same address.
    expect((await post({ email: "Victim@LIMIT.example", ip: "198.51.100.98" })).status).toBe(429);
    expect(await requestsFor(email)).toBe(5);
    // Another address is not held back by it.
    expect((await post({ email: "someone-else@limit.example", ip: "198.51.100.97" })).status).toBe(202);
  });

  it("lets one client ask 30 times an hour, whatever the addresses, then answers 429", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < 30; i++) {
      expect((await post({ email: `many-${i}@limit.example`, ip })).status).toBe(202);
    }
    const refused = await post({ email: "many-30@limit.example", ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await requestsFor("many-30@limit.example")).toBe(0);
    // A client cannot escape by writing another address in front of the proxy's.
    expect((await post({ email: "many-31@limit.example", ip: `203.0.113.200, ${ip}` })).status).toBe(429);
    // Another client still can.
    expect((await post({ email: "many-32@limit.example", ip: "192.0.2.45" })).status).toBe(202);
  });

  it("counts across web processes: hits through two database handles share one limit", async () => {
    const email = "two-processes@limit.example";
    // On PostgreSQL the second handle is a separate connection pool, as another process has;
    // the embedded PGlite has one handle per database, so both requests share it.
    const handles = [handle.db, other?.db ?? handle.db];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ email, ip: `198.18.0.${i + 1}`, db: handles[i % 2] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect(await requestsFor(email)).toBe(5);
  });

  it("keeps no address in clear in its counters", async () => {
    const rows = await handle.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/limit\.example|198\.51\.100|192\.0\.2/);
  });

  it("queued a mail for each accepted request and none for a refused one", async () => {
    const [queued] = await handle.db.select({ n: count() }).from(jobs);
    const [accepted] = await handle.db.select({ n: count() }).from(documentRequests);
    expect(queued?.n).toBe(accepted?.n);
  });
});
