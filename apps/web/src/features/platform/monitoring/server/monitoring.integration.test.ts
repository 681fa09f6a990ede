// The /monitoring tunnel and server error reporting against a local receiver standing in for the
// reporting service (issue 14): what reaches it, and what the store refuses to forward.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TDbHandle } from "@store/db/client";
import { seedOperator } from "@store/db/seed/accounts";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { TEST_ROUTE_DOCS } from "@/testing/test-route-docs";

const STORE = "http://localhost:3174";

type TReceived = { path: string; body: string };
const received: TReceived[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({ path: request.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const RECEIVER = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
const DSN = `http://publickey@${RECEIVER}/7`;

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("SENTRY_DSN", DSN);
vi.stubEnv("FLAG_ENVIRONMENT", "staging");
const tunnel = await import("@/app/monitoring/route");
const { route } = await import("@/server/http/route");
const { startServerErrorReporting } = await import("@/server/error-reporting");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");

let handle: TDbHandle;
const context = { params: Promise.resolve({}) };

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
});

afterAll(async () => {
  await handle.close();
  await new Promise((resolve) => receiver.close(resolve));
});

function envelope(
  dsn: string,
  item = { type: "event" },
  payload: Record<string, unknown> = { message: "boom" },
): string {
  return [JSON.stringify({ event_id: "0".repeat(32), dsn }), JSON.stringify(item), JSON.stringify(payload)].join("\n");
}

function post(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { origin: STORE }) {
  return tunnel.POST(
    new NextRequest(`${STORE}/monitoring`, {
      method: "POST",
      body,
      headers: { "content-type": "text/plain", ...headers },
    }),
    context,
  );
}

/** Waits until the receiver holds `count` requests (the SDK sends in the background). */
async function receivedAtLeast(count: number): Promise<TReceived[]> {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return received;
}

describe("the /monitoring tunnel", () => {
  it("forwards an envelope of the configured project, unchanged, to its envelope endpoint", async () => {
    received.length = 0;
    const sent = envelope(DSN);
    const answer = await post(sent);
    expect(answer.status).toBe(200);
    expect(received).toEqual([{ path: "/api/7/envelope/", body: sent }]);
  });

  it.each([
    ["another host", "http://publickey@errors.evil.example/7"],
    ["another project", `http://publickey@${RECEIVER}/8`],
    ["no DSN at all", ""],
  ])("refuses an envelope for %s and forwards nothing", async (_case, dsn) => {
    received.length = 0;
    const answer = await post(envelope(dsn));
    expect(answer.status).toBe(403);
    expect(received).toEqual([]);
  });

  it.each([
    ["not an envelope", "hello"],
    ["a header that is not JSON", `{dsn: ${DSN}}\n{}`],
    ["an empty body", ""],
    ["bytes that are not text", new Uint8Array([0xff, 0xfe, 0x00, 0x0a, 0x01])],
  ])("refuses %s without a server error", async (_case, body) => {
    received.length = 0;
    const answer = await post(body);
    expect(answer.status).toBe(403);
    expect(received).toEqual([]);
  });

  it("refuses a call from another site or from no browser at all", async () => {
    received.length = 0;
    expect((await post(envelope(DSN), { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(envelope(DSN), {})).status).toBe(403);
    expect(received).toEqual([]);
  });

  it("refuses an envelope over 1 MB", async () => {
    const answer = await post(envelope(DSN, { type: "replay_recording" }, { data: "x".repeat(1024 * 1024) }));
    expect(answer.status).toBe(413);
  });
});

describe("server errors", () => {
  it("are reported with the request id and the acting principal's ids, nothing more", async () => {
    await startServerErrorReporting(DSN, "staging");
    received.length = 0;
    const operator = await seedOperator(handle.db, {
      name: "監視 花子",
      email: "ops@monitoring.example",
      passwordHash: "x",
    });
    const session = await openAccountSession(handle.db, {
      audience: "operator",
      accountId: operator.id,
      userAgent: "test",
      ipAddress: null,
    });
    const failing = route({ ...TEST_ROUTE_DOCS, auth: "operator" }, async () => {
      throw new Error("database exploded");
    });
    const answer = await failing(
      new NextRequest(`${STORE}/api/anything`, {
        headers: {
          "x-request-id": "req-monitoring-0001",
          cookie: `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`,
        },
      }),
      context,
    );
    expect(answer.status).toBe(500);
    const [report] = await receivedAtLeast(1);
    expect(report?.path).toMatch(/^\/api\/7\/envelope\//);
    const event = JSON.parse(report?.body.split("\n")[2] ?? "{}");
    expect(event).toMatchObject({
      environment: "staging",
      tags: { request_id: "req-monitoring-0001", principal: "operator" },
      user: { id: String(operator.id) },
      contexts: { principal: { operatorId: operator.id } },
      exception: { values: [{ type: "Error", value: "database exploded" }] },
    });
    expect(JSON.stringify(event)).not.toContain(session.token);
    expect(JSON.stringify(event)).not.toContain("ops@monitoring.example");
    expect(JSON.stringify(event)).not.toContain("監視 花子");
  });
});
