// GET /metrics (issue 14): refuses anyone without the METRICS_TOKEN bearer token, and answers the
// scraper with the listed series after the store did each kind of work once.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDbHandle } from "@store/db/client";
import { enqueueJob } from "@store/db/queries/jobs";
import { ZMailAddress } from "@store/domain/mail-address";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3175";
const TOKEN = "metrics-token-for-the-integration-test-0123456789";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("METRICS_TOKEN", TOKEN);
vi.stubEnv("RATE_LIMIT_CLIENT_LOGS_PER_IP", "1/10m");
vi.stubEnv("MAIL_OUTBOX_DIR", mkdtempSync(path.join(tmpdir(), "store-metrics-outbox-")));
const metricsRoute = await import("@/app/metrics/route");
const clientLog = await import("@/app/%5Flog/route");
const { mailer } = await import("@/server/jobs/mail");
const { createSuiteApi } = await import("@/server/suite/suite-api");
const { createTestDb } = await import("@store/db/testing/test-db");

let handle: TDbHandle;
const context = { params: Promise.resolve({}) };

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
});

afterAll(async () => {
  await handle.close();
});

function scrape(authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  return metricsRoute.GET(new NextRequest(`${STORE}/metrics`, { headers }), context);
}

describe("GET /metrics", () => {
  it.each([
    ["an anonymous caller", undefined],
    ["a wrong token", "Bearer not-the-token"],
    ["the token without Bearer", TOKEN],
    ["a basic-auth header", `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`],
  ])("refuses %s with 401 and no series", async (_case, authorization) => {
    const answer = await scrape(authorization);
    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toContain("store_");
  });

  it("answers the scraper with request latency, errors, job queue, mail, rate limits and parent-service calls", async () => {
    const beacon = () =>
      clientLog.POST(
        new NextRequest(`${STORE}/_log`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
          body: JSON.stringify({ level: "error", code: "CLIENT_SESSION_ERROR", detail: "metrics test" }),
        }),
        context,
      );
    expect((await beacon()).status).toBe(204);
    expect((await beacon()).status).toBe(429);
    await enqueueJob(handle.db, {
      kind: "metrics-test",
      payload: {},
      idempotencyKey: "metrics-test-1",
      runAt: new Date(Date.now() - 60_000),
    });
    await mailer().send({ to: ZMailAddress().parse("ops@metrics.example"), subject: "計測", text: "本文" });
    const suite = createSuiteApi({
      url: "http://suite.invalid",
      clientId: "c",
      clientSecret: "s",
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(suite.checkPaymentStatus("token", "tenant-123")).rejects.toThrow();

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    const text = await answer.text();
    expect(text).toMatch(/store_http_request_duration_seconds_count\{route="\/_log",method="POST",status="204"\} 1/);
    expect(text).toMatch(/store_http_errors_total\{status="429"\} 1/);
    expect(text).toMatch(/store_rate_limit_refusals_total\{bucket="clientLogPerIp"\} 1/);
    expect(text).toMatch(/store_job_queue_depth\{status="pending"\} 1/);
    expect(text).toMatch(/store_job_queue_oldest_age_seconds\{status="pending"\} (6\d|[7-9]\d)(\.\d+)?/);
    // Per lane: the job above is due in the mail lane (its default), the others are idle.
    expect(text).toMatch(/store_job_lane_due\{lane="mail"\} 1\n/);
    expect(text).toMatch(/store_job_lane_due\{lane="webhooks"\} 0\n/);
    expect(text).toMatch(/store_job_lane_oldest_due_age_seconds\{lane="mail"\} (6\d|[7-9]\d)\n/);
    expect(text).toMatch(/store_mail_delivery_duration_seconds_count\{outcome="sent"\} 1/);
    expect(text).toMatch(
      /store_parent_service_request_duration_seconds_count\{path="\/api\/v1\/tenants\/:id\/payment_status",outcome="failed"\} 1/,
    );
    expect(text).toMatch(
      /store_parent_service_failures_total\{path="\/api\/v1\/tenants\/:id\/payment_status",status="0"\} 1/,
    );
    expect(text).not.toContain("tenant-123");
  });
});
