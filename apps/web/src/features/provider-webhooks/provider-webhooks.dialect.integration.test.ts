// Lifecycle webhooks to providers (issue 13 item 6): the developer routes, the delivery job against
// a real local HTTP receiver (signature, retry with backoff, resend with the same event id), the
// SSRF guard, and one provider never seeing or touching another's deliveries.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TDbHandle } from "@store/db/client";
import { webhookDeliveries } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { createTestDb } from "@store/db/testing/test-db";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedProviderWithUser } from "@/features/developer-portal/testing/provider-fixtures";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3996";

type TReceived = { headers: http.IncomingHttpHeaders; body: string };
const received: TReceived[] = [];
let answers: number[] = [];
const receiver = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({ headers: request.headers, body });
    response.statusCode = answers.shift() ?? 200;
    response.end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const RECEIVER = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-provider-webhooks-01");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("WEBHOOK_ALLOWED_HOSTS", new URL(RECEIVER).host);
vi.stubEnv("WEBHOOK_RETRY_BASE_MS", "1000");
const webhooksRoute = await import("@/app/api/developers/webhooks/route");
const { POST: ROTATE } = await import("@/app/api/developers/webhooks/secret/route");
const { POST: TEST } = await import("@/app/api/developers/webhooks/test/route");
const { POST: RESEND } = await import("@/app/api/developers/webhooks/deliveries/[id]/resend/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { runDueJobs, jobHandlers } = await import("@/server/jobs");
const { webhookDeliveryJob, enqueueLifecycleWebhooks } = await import("./webhook-jobs");
const { postWebhook } = await import("./send-webhook");

let handle: TDbHandle;
const cookies = { a: "", b: "" };
const appIds = { a: 0, b: 0 };
let clock = Date.now();

function call(
  handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: { method: string; cookie: string; json?: unknown; params?: Record<string, string> },
) {
  const headers = new Headers({ origin: STORE, cookie: init.cookie });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(new URL(path, STORE), {
    method: init.method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return handler(request, { params: Promise.resolve(init.params ?? {}) });
}

/** Runs the due jobs on a clock `advanceMs` ahead of the last run (never behind the real one). */
const work = (advanceMs = 0) => {
  clock = Math.max(clock, Date.now()) + advanceMs;
  return runDueJobs(handle.db, jobHandlers([webhookDeliveryJob]), { now: () => new Date(clock) });
};

const deliveriesOf = (eventId: string) =>
  handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  for (const key of ["a", "b"] as const) {
    const { provider, principal } = await seedProviderWithUser(handle.db, { name: `提供会社${key}` });
    const app = await seedApp(handle.db, {
      appProviderId: provider.id,
      integrationType: "install",
      code: `hook-${key}`,
      name: `Hook ${key}`,
    });
    appIds[key] = app.id;
    const session = await openAccountSession(handle.db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
});

afterAll(async () => {
  receiver.close();
  await handle?.close();
});

beforeEach(() => {
  received.length = 0;
  answers = [];
});

describe("provider webhooks", () => {
  let secret = "";

  it("sets the URL, shows the secret once, and refuses http to a host not allowed", async () => {
    const refused = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
      method: "PUT",
      cookie: cookies.a,
      json: { url: "http://10.0.0.8/hooks" },
    });
    expect(refused.status).toBe(422);
    const notUrl = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
      method: "PUT",
      cookie: cookies.a,
      json: { url: "javascript:alert(1)" },
    });
    expect(notUrl.status).toBe(422);

    const first = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
      method: "PUT",
      cookie: cookies.a,
      json: { url: RECEIVER },
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as { url: string; secret: string };
    expect(saved.url).toBe(RECEIVER);
    expect(saved.secret).toMatch(/^whsec_/);
    secret = saved.secret;

    const again = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
      method: "PUT",
      cookie: cookies.a,
      json: { url: RECEIVER },
    });
    expect(((await again.json()) as { secret: string | null }).secret).toBeNull();
    const listed = await call(webhooksRoute.GET, "/api/developers/webhooks", { method: "GET", cookie: cookies.a });
    const text = await listed.text();
    expect(text).toContain(RECEIVER);
    expect(text).not.toContain(secret);
  });

  it("delivers an install signed over timestamp.body; a 500 is retried after the backoff and then succeeds", async () => {
    await handle.db.transaction((tx) =>
      enqueueLifecycleWebhooks(tx, {
        tenantId: "tenant-hook",
        operationType: "install",
        appIds: [appIds.a, appIds.b],
        now: new Date(clock),
      }),
    );
    answers = [500, 200];
    await work();
    expect(received).toHaveLength(1);
    // Not yet due: the first retry waits the base delay.
    await work(500);
    expect(received).toHaveLength(1);
    await work(1_000);
    expect(received).toHaveLength(2);

    const [first, second] = received;
    const body = JSON.parse(second?.body ?? "{}") as {
      id: string;
      type: string;
      app: { code: string };
      tenant: { id: string };
    };
    expect(body).toMatchObject({
      type: "installed",
      app: { code: "hook-a", name: "Hook a" },
      tenant: { id: "tenant-hook" },
    });
    expect(first?.headers["x-store-event-id"]).toBe(body.id);
    expect(second?.headers["x-store-event-id"]).toBe(body.id);
    for (const delivery of received) {
      const timestamp = String(delivery.headers["x-store-timestamp"]);
      const expected = `v1=${createHmac("sha256", secret).update(`${timestamp}.${delivery.body}`).digest("hex")}`;
      expect(delivery.headers["x-store-signature"]).toBe(expected);
    }
    const [stored] = await deliveriesOf(body.id);
    expect(stored).toMatchObject({ status: "succeeded", attempts: 2, lastResponseCode: 200, appCode: "hook-a" });
    // Provider B set no URL: nothing was made for its app.
    const all = await handle.db.select().from(webhookDeliveries);
    expect(all.map((row) => row.appCode)).toEqual(["hook-a"]);
  });

  it("resends with the same event id; provider B cannot resend or see A's delivery", async () => {
    const [delivery] = await handle.db.select().from(webhookDeliveries);
    const id = String(delivery?.id);
    const other = await call(RESEND, `/api/developers/webhooks/deliveries/${id}/resend`, {
      method: "POST",
      cookie: cookies.b,
      params: { id },
    });
    expect(other.status).toBe(404);
    const listedToB = await call(webhooksRoute.GET, "/api/developers/webhooks", { method: "GET", cookie: cookies.b });
    expect(await listedToB.text()).not.toContain(delivery?.eventId ?? "none");

    const resent = await call(RESEND, `/api/developers/webhooks/deliveries/${id}/resend`, {
      method: "POST",
      cookie: cookies.a,
      params: { id },
    });
    expect(resent.status).toBe(200);
    await work(10);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers["x-store-event-id"]).toBe(delivery?.eventId);
    const [stored] = await deliveriesOf(delivery?.eventId ?? "");
    expect(stored).toMatchObject({ status: "succeeded", attempts: 3 });
  });

  it("signs with the rotated secret and sends a test event", async () => {
    const rotated = await call(ROTATE, "/api/developers/webhooks/secret", { method: "POST", cookie: cookies.a });
    const { secret: next } = (await rotated.json()) as { secret: string };
    expect(next).not.toBe(secret);
    const test = await call(TEST, "/api/developers/webhooks/test", { method: "POST", cookie: cookies.a });
    expect(test.status).toBe(200);
    await work(10);
    expect(received).toHaveLength(1);
    const [got] = received;
    const timestamp = String(got?.headers["x-store-timestamp"]);
    expect(got?.headers["x-store-signature"]).toBe(
      `v1=${createHmac("sha256", next).update(`${timestamp}.${got?.body}`).digest("hex")}`,
    );
    expect(JSON.parse(got?.body ?? "{}")).toMatchObject({ type: "test" });
    // B has no URL: nothing to test.
    const none = await call(TEST, "/api/developers/webhooks/test", { method: "POST", cookie: cookies.b });
    expect(none.status).toBe(422);
  });

  it("gives up after six failed attempts", async () => {
    await handle.db.transaction((tx) =>
      enqueueLifecycleWebhooks(tx, {
        tenantId: "t-fail",
        operationType: "uninstall",
        appIds: [appIds.a],
        now: new Date(clock),
      }),
    );
    answers = [503, 503, 503, 503, 503, 503, 503];
    for (const wait of [0, 1_000, 4_000, 20_000, 120_000, 720_000, 10_000_000]) await work(wait);
    expect(received).toHaveLength(6);
    const rows = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, "t-fail"));
    expect(rows[0]).toMatchObject({ status: "failed", attempts: 6, lastResponseCode: 503, eventType: "uninstalled" });
  });

  it("refuses private addresses that are not allowed, and does not follow redirects", async () => {
    const refused = await postWebhook({
      url: "http://127.0.0.1:9/hooks",
      body: "{}",
      headers: {},
      allowedHosts: new Set(),
    });
    expect(refused).toMatchObject({ status: null, error: expect.stringContaining("private") });
    const rebound = await postWebhook({
      url: "https://hooks.example/hooks",
      body: "{}",
      headers: {},
      allowedHosts: new Set(),
      resolve: async () => ["10.1.2.3"],
    });
    expect(rebound).toMatchObject({ status: null, error: expect.stringContaining("private") });
    answers = [302];
    const redirect = await postWebhook({
      url: RECEIVER,
      body: "{}",
      headers: {},
      allowedHosts: new Set([new URL(RECEIVER).host]),
    });
    expect(redirect).toEqual({ status: 302 });
    expect(received).toHaveLength(1);
  });
});
