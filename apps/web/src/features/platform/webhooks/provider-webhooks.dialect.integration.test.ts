// Lifecycle webhooks to providers (issue 13 item 6): the developer routes, the delivery job against
// a real local HTTP receiver (signature, retry with backoff, resend with the same event id), the
// SSRF guard, and one provider never seeing or touching another's deliveries. Issue 25: one
// provider's backlog to a receiver that hangs delays neither another provider's delivery nor a
// document mail; an endpoint that keeps failing is paused, its provider told by mail, new events
// held, and saving the URL again resumes it and sends them.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TDbHandle } from "@store/db/client";
import { insertDocumentRequest } from "@store/db/queries/document-requests";
import { findJob } from "@store/db/queries/jobs";
import { jobs, providerWebhooks, webhookDeliveries } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { createTestDb } from "@store/db/testing/test-db";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";
import type { TMail } from "@/server/jobs/mail";
import { useTestDb } from "@/testing/test-db-module";
import { startSmtp } from "../../../../../../test-support/smtp-server";

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

// A receiver that takes the request and never answers; it counts the requests it holds at once.
const held = { now: 0, most: 0, total: 0 };
const hanging = http.createServer((request) => {
  held.now += 1;
  held.total += 1;
  held.most = Math.max(held.most, held.now);
  request.on("close", () => {
    held.now -= 1;
  });
});
await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
const HANGING = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks`;

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-provider-webhooks-01");
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("WEBHOOK_ALLOWED_HOSTS", `${new URL(RECEIVER).host},${new URL(HANGING).host}`);
vi.stubEnv("WEBHOOK_RETRY_BASE_MS", "1000");
const webhooksRoute = await import("@/app/api/developers/webhooks/route");
const { POST: ROTATE } = await import("@/app/api/developers/webhooks/secret/route");
const { POST: TEST } = await import("@/app/api/developers/webhooks/test/route");
const { POST: RESEND } = await import("@/app/api/developers/webhooks/deliveries/[id]/resend/route");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { runDueJobs, jobHandlers, startJobWorker, defineJob, enqueueJob } = await import("@/server/jobs/jobs");
const { createMailer } = await import("@/server/jobs/mail");
const { webhookDeliveryJob, webhookPausedMailJob, sendWebhookPausedMail, enqueueLifecycleWebhooks, createDelivery } =
  await import("./webhook-jobs");
const { documentMailJob } = await import("@/features/store/document-request/document-request-jobs");
const { sendDocumentMail } = await import("@/features/store/document-request/send-document-mail");
const { postWebhook } = await import("./send-webhook");

let handle: TDbHandle;
const cookies = { a: "", b: "", c: "", h: "" };
const appIds = { a: 0, b: 0, c: 0, h: 0 };
const providerIds = { a: 0, b: 0, c: 0, h: 0 };
let clock = Date.now();

function call(
  handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  init: { method: string; cookie: string; json?: unknown; params?: Record<string, string>; language?: string },
) {
  const headers = new Headers({ origin: STORE, cookie: init.cookie });
  if (init.language) headers.set("accept-language", init.language);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(new URL(path, STORE), {
    method: init.method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return handler(request, { params: Promise.resolve(init.params ?? {}) });
}

/** Runs the due webhook deliveries on a clock `advanceMs` ahead of the last run (never behind the real one). */
const work = (advanceMs = 0) => {
  clock = Math.max(clock, Date.now()) + advanceMs;
  return runDueJobs(handle.db, jobHandlers([webhookDeliveryJob]), { now: () => new Date(clock), lane: "webhooks" });
};

const deliveriesOf = (eventId: string) =>
  handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  for (const key of ["a", "b", "c", "h"] as const) {
    const { provider, principal } = await seedProviderWithUser(handle.db, { name: `提供会社${key}` });
    providerIds[key] = provider.id;
    const app = await seedApp(handle.db, {
      appProviderId: provider.id,
      integrationType: "install",
      code: `hook-${key}`,
      name: `Hook ${key}`,
      documentUrl: "https://provider.test.example/documents/hook.pdf",
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
  hanging.closeAllConnections();
  hanging.close();
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
    // A minute ahead of the real clock, so a slow machine's passing time does not make the retry due early.
    clock = Date.now() + 60_000;
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

  it("gives up after six failed attempts (with jitter), and not at all on a target refused as private", async () => {
    await handle.db.transaction((tx) =>
      enqueueLifecycleWebhooks(tx, {
        tenantId: "t-fail",
        operationType: "uninstall",
        appIds: [appIds.a],
        now: new Date(clock),
      }),
    );
    answers = [503, 503, 503, 503, 503, 503, 503];
    // Each pause is the schedule ±20 % (jitter): wait a quarter more than it.
    for (const wait of [0, 1_250, 5_000, 25_000, 150_000, 900_000, 10_000_000]) await work(wait);
    expect(received).toHaveLength(6);
    const rows = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, "t-fail"));
    expect(rows[0]).toMatchObject({ status: "failed", attempts: 6, lastResponseCode: 503, eventType: "uninstalled" });

    // A private target refused by the outbound guard is a final failure: no retry is queued.
    await handle.db
      .update(providerWebhooks)
      .set({ url: "http://10.0.0.8/hooks" })
      .where(eq(providerWebhooks.appProviderId, providerIds.a));
    await handle.db.transaction((tx) =>
      enqueueLifecycleWebhooks(tx, {
        tenantId: "t-private",
        operationType: "install",
        appIds: [appIds.a],
        now: new Date(clock),
      }),
    );
    expect(await work()).toBe(1);
    expect(await work(10_000_000)).toBe(0);
    const [refused] = await handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.tenantId, "t-private"));
    expect(refused).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    await handle.db
      .update(providerWebhooks)
      .set({ url: RECEIVER })
      .where(eq(providerWebhooks.appProviderId, providerIds.a));
  });

  it("refuses private addresses that are not allowed, and does not follow redirects", async () => {
    const refused = await postWebhook({
      url: "http://127.0.0.1:9/hooks",
      body: "{}",
      headers: {},
      allowedHosts: new Set(),
    });
    // Refused for good (never retried), in words that name no address.
    const generic = { status: null, error: "this address cannot be reached from the store" };
    expect(refused).toEqual({ ...generic, refused: true });
    const rebound = await postWebhook({
      url: "https://hooks.example/hooks",
      body: "{}",
      headers: {},
      allowedHosts: new Set(),
      resolve: async () => ["10.1.2.3"],
    });
    expect(rebound).toEqual({ ...generic, refused: true });
    const embedded = await postWebhook({
      url: "http://[::127.0.0.1]:9/",
      body: "{}",
      headers: {},
      allowedHosts: new Set(),
    });
    expect(embedded).toEqual({ ...generic, refused: true });
    // A name with no address says the same, and may be tried again.
    const unresolved = await postWebhook({
      url: "https://hooks.example/hooks",
      body: "{}",
      headers: {},
      allowedHosts: new Set(),
      resolve: async () => Promise.reject(new Error("ENOTFOUND")),
    });
    expect(unresolved).toEqual(generic);
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

  it("sends provider B's event and a document mail within seconds while provider A has 300 deliveries to a receiver that hangs", async () => {
    const smtp = await startSmtp();
    try {
      for (const [key, url] of [
        ["h", HANGING],
        ["b", RECEIVER],
      ] as const) {
        const saved = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
          method: "PUT",
          cookie: cookies[key],
          json: { url },
        });
        expect(saved.status).toBe(200);
      }
      const now = new Date();
      await handle.db.transaction(async (tx) => {
        for (let i = 0; i < 300; i += 1)
          await createDelivery(tx, { appProviderId: providerIds.h, type: "test", app: null, tenantId: `t-${i}`, now });
      });
      const other = await handle.db.transaction((tx) =>
        createDelivery(tx, {
          appProviderId: providerIds.b,
          type: "test",
          app: null,
          tenantId: "t-other",
          now: new Date(),
        }),
      );
      const request = await insertDocumentRequest(handle.db, {
        appId: appIds.b,
        email: "visitor@doc.example",
        interesting: [],
        ipAddress: null,
      });
      const mailJob = await enqueueJob(
        handle.db,
        documentMailJob,
        { documentRequestId: request.id, locale: "ja" as const },
        { idempotencyKey: `document-request-mail:${request.id}` },
      );
      const testMailer = () =>
        createMailer({ smtpUrl: smtp.url, from: "Test Store <no-reply@store.test>", outboxDir: "/x" });
      const handlers = jobHandlers([
        webhookDeliveryJob,
        defineJob({ ...documentMailJob, handler: sendDocumentMail({ mailer: testMailer }) }),
      ]);

      const started = performance.now();
      const worker = startJobWorker({ getDb: async () => handle.db, handlers, intervalMs: 50 });
      let elapsed = Number.POSITIVE_INFINITY;
      try {
        for (;;) {
          const [delivery] = await deliveriesOf(other.eventId);
          const mail = await findJob(handle.db, mailJob.id);
          if (delivery?.status === "succeeded" && mail?.status === "done") {
            elapsed = performance.now() - started;
            break;
          }
          if (performance.now() - started > 10_000) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      } finally {
        const stopping = worker.stop();
        hanging.closeAllConnections();
        await stopping;
        // A's backlog would hang the later tests' runs: it goes.
        await handle.db.delete(jobs).where(eq(jobs.groupKey, `provider:${providerIds.h}`));
      }
      if (process.env.REPORT_TIMINGS)
        console.info(`B's delivery and the document mail done after ${Math.round(elapsed)} ms`);
      expect(elapsed).toBeLessThan(5_000);
      expect(smtp.delivered.map((mail) => mail.to)).toEqual([["visitor@doc.example"]]);
      expect(received.map((got) => got.headers["x-store-event-id"])).toEqual([other.eventId]);
      // A's deliveries went one at a time, never holding more than one slot of the lane.
      expect(held.most).toBe(1);
    } finally {
      await smtp.close();
    }
  });

  it("pauses an endpoint that kept failing for an hour, tells its provider by mail, holds new events, and resumes on save", async () => {
    const saved = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
      method: "PUT",
      cookie: cookies.c,
      json: { url: RECEIVER },
      language: "en-US",
    });
    expect(saved.status).toBe(200);
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i += 1)
        await createDelivery(tx, {
          appProviderId: providerIds.c,
          type: "test",
          app: null,
          tenantId: `c-${i}`,
          now: new Date(clock),
        });
    });
    answers = Array.from({ length: 21 }, () => 500);
    await work();
    expect(received).toHaveLength(20);
    // Twenty failures within a minute: a short outage, not paused.
    const pausedOf = async () =>
      (await handle.db.select().from(providerWebhooks).where(eq(providerWebhooks.appProviderId, providerIds.c)))[0]
        ?.pausedAt;
    expect(await pausedOf()).toBeNull();

    // An hour on, the retries fail again: the 21st failure pauses it and the rest are held, not sent.
    await work(60 * 60_000 + 5_000);
    expect(received).toHaveLength(21);
    expect(await pausedOf()).toBeInstanceOf(Date);
    const ofC = (status: "held" | "pending" | "succeeded") =>
      handle.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.appProviderId, providerIds.c), eq(webhookDeliveries.status, status)));
    expect(await ofC("held")).toHaveLength(19);

    // A new event while paused is kept as held; the developer page says since when and why.
    await handle.db.transaction((tx) =>
      enqueueLifecycleWebhooks(tx, {
        tenantId: "c-new",
        operationType: "install",
        appIds: [appIds.c],
        now: new Date(clock),
      }),
    );
    expect(await ofC("held")).toHaveLength(20);
    const page = await call(webhooksRoute.GET, "/api/developers/webhooks", { method: "GET", cookie: cookies.c });
    const settings = (await page.json()) as {
      paused: { failures: number; lastError: string } | null;
      deliveries: { status: string }[];
    };
    expect(settings.paused).toMatchObject({ failures: 21, lastError: "answered 500" });
    expect(settings.deliveries.filter((delivery) => delivery.status === "held")).toHaveLength(20);

    // The provider's mail, in the language of the URL's last save, from the mail lane.
    const sent: TMail[] = [];
    const mailed = await runDueJobs(
      handle.db,
      jobHandlers([
        defineJob({
          ...webhookPausedMailJob,
          handler: sendWebhookPausedMail({ mailer: () => ({ send: async (mail) => void sent.push(mail) }) }),
        }),
      ]),
      { now: () => new Date(clock), lane: "mail" },
    );
    expect(mailed).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toMatch(/^info-\d+@provider\.example$/);
    expect(sent[0]?.subject).toContain("Webhook deliveries paused");
    expect(sent[0]?.text).toContain("failed 21 times in a row");
    expect(sent[0]?.text).toContain("answered 500");
    expect(sent[0]?.text).toContain(`${STORE}/developers/webhooks`);

    // Saving the URL again resumes: the held events go out, oldest first.
    const resumed = await call(webhooksRoute.PUT, "/api/developers/webhooks", {
      method: "PUT",
      cookie: cookies.c,
      json: { url: RECEIVER },
    });
    expect(await resumed.json()).toMatchObject({ resumed: true });
    expect(await pausedOf()).toBeNull();
    answers = [];
    received.length = 0;
    await work(10);
    expect(received).toHaveLength(20);
    expect(await ofC("held")).toHaveLength(0);
    expect(await ofC("succeeded")).toHaveLength(20);
  });
});
