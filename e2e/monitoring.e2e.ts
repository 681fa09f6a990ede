import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/test";

// Error reporting (issue 14) through the same-origin /monitoring tunnel. This file starts a second
// store from the same build, with SENTRY_DSN pointing at a receiver started here in place of the
// reporting service; the store of playwright.config.ts runs without SENTRY_DSN.

const require = createRequire(import.meta.url);
const STORE_PORT = Number(process.env.E2E_MONITORING_PORT ?? 3172);
const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? 3173);
const STORE = `http://localhost:${STORE_PORT}`;
const DSN = `http://e2epublickey@127.0.0.1:${RECEIVER_PORT}/7`;
const UNEXPECTED_TITLE = "予期しないエラーが発生しました";

type TItem = { header: Record<string, unknown>; payload: string };
type TEnvelope = { path: string; header: Record<string, unknown>; items: TItem[] };

/** Splits a Sentry envelope: a header line, then item headers each followed by its payload. */
function parseEnvelope(requestPath: string, bytes: Buffer): TEnvelope {
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(10, at);
    const text = bytes.subarray(at, end === -1 ? bytes.length : end).toString("utf8");
    at = end === -1 ? bytes.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: TItem[] = [];
  while (at < bytes.length) {
    const text = line();
    if (text === "") continue;
    const itemHeader = JSON.parse(text) as Record<string, unknown>;
    const length = typeof itemHeader.length === "number" ? itemHeader.length : undefined;
    let payload: string;
    if (length === undefined) payload = line();
    else {
      payload = bytes.subarray(at, at + length).toString("utf8");
      at += length + 1;
    }
    items.push({ header: itemHeader, payload });
  }
  return { path: requestPath, header, items };
}

const envelopes: TEnvelope[] = [];
const storeLog: string[] = [];
let receiver: Server;
let store: ChildProcess;

function items(type: string): { envelope: TEnvelope; item: TItem; body: Record<string, unknown> }[] {
  return envelopes.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.header.type === type)
      .map((item) => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(item.payload) as Record<string, unknown>;
        } catch {
          body = { raw: item.payload };
        }
        return { envelope, item, body };
      }),
  );
}

function errorEvents(message: string) {
  return items("event").filter(({ item }) => item.payload.includes(message));
}

function transactions(name: string) {
  return items("transaction").filter(({ body }) => body.transaction === name);
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        envelopes.push(parseEnvelope(request.url ?? "", Buffer.concat(chunks)));
      } catch {
        envelopes.push({ path: request.url ?? "", header: { unreadable: true }, items: [] });
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));
  const web = path.resolve(import.meta.dirname, "../apps/web");
  // Its own process group, so the server and its workers stop with it (afterAll).
  store = spawn(
    process.execPath,
    [require.resolve("next/dist/bin/next", { paths: [web] }), "start", "-p", String(STORE_PORT)],
    {
      cwd: web,
      detached: true,
      env: {
        ...process.env,
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
        BASE_URL: STORE,
        NEXTAUTH_URL: STORE,
        NEXTAUTH_SECRET: "e2e-only-nextauth-secret-0123456789abcdef",
        PORT: String(STORE_PORT),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "store-e2e-monitoring-")),
        MAIL_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), "store-e2e-monitoring-outbox-")),
        MEDIA_DIR: mkdtempSync(path.join(tmpdir(), "store-e2e-monitoring-media-")),
        FLAG_ENVIRONMENT: "staging",
        LOG_LEVEL: "info",
        JOB_POLL_MS: "0",
        SENTRY_DSN: DSN,
        SENTRY_TRACES_SAMPLE_RATE: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  store.stdout?.on("data", (chunk: Buffer) => storeLog.push(chunk.toString("utf8")));
  store.stderr?.on("data", (chunk: Buffer) => storeLog.push(chunk.toString("utf8")));
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${STORE}/api/health/ready`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (store?.pid) process.kill(-store.pid, "SIGTERM");
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Opens a page of the reporting store and waits until its reporting SDK has sent the page load. */
async function openReportingPage(page: Page, pathname: string, transaction = pathname): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const before = transactions(transaction).length;
  await page.goto(`${STORE}${pathname}`);
  await expect.poll(() => transactions(transaction).length, { timeout: 30_000 }).toBeGreaterThan(before);
  return requested;
}

/** An unhandled rejection (or, with `throws`, an uncaught error) in the page, outside any handler. */
async function failInPage(page: Page, kind: "reject" | "throw", name: string, message: string) {
  await page.evaluate(
    ([how, errorName, text]) => {
      const make = () => (errorName === "TypeError" ? new TypeError(text) : new Error(text));
      setTimeout(() => {
        if (how === "reject") void Promise.reject(make());
        else throw make();
      }, 0);
    },
    [kind, name, message] as const,
  );
}

/**
 * The span an error reported in the page now carries: the page load's while that transaction
 * lasts (the active span), a fresh one each time after it has ended.
 */
async function spanOfAnError(page: Page): Promise<string> {
  const marker = `e2e span probe ${Date.now()} ${Math.random()}`;
  await failInPage(page, "throw", "Error", marker);
  await expect.poll(() => errorEvents(marker).length, { timeout: 20_000 }).toBe(1);
  const contexts = errorEvents(marker)[0]?.body.contexts as { trace?: { span_id?: string } } | undefined;
  expect(contexts?.trace?.span_id).toMatch(/^[0-9a-f]{16}$/);
  return contexts?.trace?.span_id ?? "";
}

test("without SENTRY_DSN no reporting code is loaded and nothing is sent", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => "__SENTRY__" in window)).toBe(false);
  expect(requested.filter((url) => url.includes("/monitoring"))).toEqual([]);
});

test("an unhandled error arrives through /monitoring with the environment and the sampling settings", async ({
  page,
}) => {
  const requested = await openReportingPage(page, "/");
  const message = `e2e unhandled page error ${Date.now()}`;
  await failInPage(page, "throw", "Error", message);
  await expect.poll(() => errorEvents(message).length, { timeout: 20_000 }).toBe(1);
  const [report] = errorEvents(message);
  expect(report?.envelope.path).toMatch(/^\/api\/7\/envelope\//);
  expect(report?.envelope.header.dsn).toBe(DSN);
  expect(report?.body).toMatchObject({ environment: "staging", level: "error" });
  // The browser spoke only to its own store: every report went through the tunnel.
  expect(requested.some((url) => url === `${STORE}/monitoring`)).toBe(true);
  expect(requested.filter((url) => url.includes(`:${RECEIVER_PORT}`))).toEqual([]);
  // Every session with an error sends its replay (100 %), with the SPEC §9 rates in its options.
  await expect.poll(() => items("replay_event").length, { timeout: 40_000 }).toBeGreaterThan(0);
  const recording = items("replay_recording")
    .map(({ item }) => item.payload)
    .join("\n");
  expect(recording).toContain('"sessionSampleRate":0.1');
  expect(recording).toContain('"errorSampleRate":1');
  // The error page is not the error screen: the page itself goes on.
  await expect(page.getByRole("heading", { name: UNEXPECTED_TITLE })).toHaveCount(0);
});

test("a 'TypeError: Load failed' rejection shows no error screen and is not reported", async ({ page }) => {
  await openReportingPage(page, "/");
  await failInPage(page, "reject", "TypeError", "Load failed");
  // A later error proves the reporter was live while the ignored one happened.
  const marker = `e2e after load failed ${Date.now()}`;
  await failInPage(page, "throw", "Error", marker);
  await expect.poll(() => errorEvents(marker).length, { timeout: 20_000 }).toBe(1);
  expect(items("event").filter(({ body }) => JSON.stringify(body).includes('"value":"Load failed"'))).toEqual([]);
  await expect(page.getByRole("heading", { name: UNEXPECTED_TITLE })).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();
});

test("a module that failed to load is reported, logged through /_log, and shows no error screen", async ({ page }) => {
  await openReportingPage(page, "/");
  await failInPage(page, "reject", "TypeError", "Importing a module script failed.");
  await expect.poll(() => errorEvents("Importing a module script failed.").length, { timeout: 20_000 }).toBe(1);
  await expect
    .poll(() => storeLog.join("").includes('"code":"CLIENT_MODULE_LOAD_FAILED"'), { timeout: 10_000 })
    .toBe(true);
  await expect(page.getByRole("heading", { name: UNEXPECTED_TITLE })).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();
});

test("any other unhandled rejection shows the error screen and is reported", async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openReportingPage(page, "/");
    const message = `e2e rejection ${width} ${Date.now()}`;
    await failInPage(page, "reject", "Error", message);
    await expect(page.getByRole("heading", { level: 1, name: UNEXPECTED_TITLE })).toBeVisible();
    await expect(page.getByRole("link", { name: "トップページへ戻る" })).toBeVisible();
    await expect.poll(() => errorEvents(message).length, { timeout: 20_000 }).toBe(1);
    await expectNoAxeViolations(page);
  }
});

test("a page-not-found load sends no transaction", async ({ page }) => {
  const missing = `/no-such-page-${Date.now()}`;
  await page.goto(`${STORE}${missing}`);
  await expect(page.getByRole("heading", { level: 1, name: "お探しのページは見つかりませんでした" })).toBeVisible();
  // The page load's transaction has ended, and would have been sent were it kept, once an error
  // reported in the page no longer carries its span: two reports in a row with different spans.
  let previous = await spanOfAnError(page);
  await expect
    .poll(
      async () => {
        const current = await spanOfAnError(page);
        const ended = current !== previous;
        previous = current;
        return ended;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  const marker = `e2e after not found ${Date.now()}`;
  await failInPage(page, "throw", "Error", marker);
  await expect.poll(() => errorEvents(marker).length, { timeout: 20_000 }).toBe(1);
  expect(transactions(missing)).toEqual([]);
  expect(items("transaction").length).toBeGreaterThan(0);
});

test("the tunnel refuses an envelope for another reporting project", async ({ request }) => {
  const before = envelopes.length;
  const foreign = [
    JSON.stringify({ event_id: "0".repeat(32), dsn: "https://key@errors.evil.example/7" }),
    JSON.stringify({ type: "event" }),
    JSON.stringify({ message: "to someone else" }),
  ].join("\n");
  const refused = await request.post(`${STORE}/monitoring`, { headers: { origin: STORE }, data: foreign });
  expect(refused.status()).toBe(403);
  const otherProject = foreign.replace("https://key@errors.evil.example/7", DSN.replace("/7", "/8"));
  expect((await request.post(`${STORE}/monitoring`, { headers: { origin: STORE }, data: otherProject })).status()).toBe(
    403,
  );
  expect(envelopes.length).toBe(before);
});
