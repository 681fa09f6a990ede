import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The store under test: a production build (`next build` into .next-e2e, done by npm test),
// served by `next start` on its own port with a fresh embedded database seeded with the demo
// catalog, or a fresh PostgreSQL database when E2E_DATABASE_URL is set (CI). Then a second store
// runs on the embedded database (`npm start`'s default) for embedded-database.e2e.ts.
const port = Number(process.env.E2E_PORT ?? 3100);
const suitePort = Number(process.env.E2E_SUITE_PORT ?? 3101);
// port + 2 is webhooks.e2e.ts's receiver.
const embeddedPort = port + 3;
const badInputPort = port + 4;
// The store must be reached as localhost: next-auth's state and PKCE cookies are set for the
// configured host, and the stand-in only redirects back to the registered callback.
export const baseURL = `http://localhost:${port}`;
export const suiteURL = `http://localhost:${suitePort}`;
// Every worker loads this file again: the folders are made once, by the runner, and reach the
// workers (which read the outbox) through the environment they inherit.
const runFolder = (name: string, prefix: string): string =>
  (process.env[name] ??= mkdtempSync(path.join(tmpdir(), prefix)));
// SMTP_URL stays unset: mail goes to this run's own outbox, listed at /_dev/mail (support/outbox.ts).
export const outboxDir = runFolder("E2E_OUTBOX_DIR", "store-e2e-outbox-");
const postgresUrl = process.env.E2E_DATABASE_URL || null;

/** The store embedded-database.e2e.ts walks through: a store of its own beside PostgreSQL's. */
export const embeddedStore = postgresUrl
  ? {
      baseURL: `http://localhost:${embeddedPort}`,
      outboxDir: runFolder("E2E_EMBEDDED_OUTBOX_DIR", "store-e2e-embedded-outbox-"),
    }
  : { baseURL, outboxDir };
/**
 * Where bad-input.e2e.ts sends its thousands of requests, in turn. With PostgreSQL, also a second
 * process of the same store (same database, public address and secret, as processes behind one
 * load balancer are; no job worker), so the requests keep both cores busy instead of queueing on
 * one process's one thread.
 */
export const badInputURLs = postgresUrl ? [baseURL, `http://localhost:${badInputPort}`] : [baseURL];
// Chromium's headless shell, as scripts/system-packages.mjs installs it; any Chromium binary will do.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** A `next start` of the build, on PostgreSQL when `databaseUrl` is given, else on a fresh PGlite. */
function storeServer(options: {
  url: string;
  port: number;
  outbox: string;
  name: string;
  databaseUrl: string | null;
  runsJobs?: boolean;
}) {
  return {
    // Idle connections stay open as long as `npm start` keeps them (KEEP_ALIVE_TIMEOUT_MS,
    // scripts/store-server.mjs): with Node's 5 s, a test's API request that reuses a connection
    // idle for about 5 s could meet it closing (ECONNRESET).
    command: `npx next start -p ${options.port} --keepAliveTimeout 65000`,
    cwd: path.resolve(import.meta.dirname, "../apps/web"),
    // Ready once the database answers (liveness, /api/health, answers before that).
    url: `http://localhost:${options.port}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      BASE_URL: options.url,
      PORT: String(options.port),
      DATA_DIR: runFolder(`E2E_${options.name}_DATA_DIR`, "store-e2e-"),
      FLAG_ENVIRONMENT: "development",
      SUITE_URL: suiteURL,
      SUITE_CLIENT_ID: "hr-app-store",
      SUITE_CLIENT_SECRET: "hr-app-store-secret",
      NEXTAUTH_URL: options.url,
      NEXTAUTH_SECRET: "e2e-only-nextauth-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
      MAIL_OUTBOX_DIR: options.outbox,
      MEDIA_DIR: runFolder(`E2E_${options.name}_MEDIA_DIR`, "store-e2e-media-"),
      JOB_POLL_MS: options.runsJobs === false ? "0" : "500",
      // Short, so parent-logout.e2e.ts sees a session end without a back-channel call quickly.
      SESSION_REVALIDATE_SECONDS: process.env.E2E_SESSION_REVALIDATE_SECONDS ?? "3",
      // Every test comes from this one machine, so the per-client limits on sign-ins and
      // document requests are lifted here (integration tests prove them); the per-e-mail and
      // beacon limits keep their defaults, which tests here rely on.
      RATE_LIMIT_SIGN_INS_PER_IP: "10000/10m",
      RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP: "10000/1h",
      RATE_LIMIT_CONTACT_REQUESTS_PER_IP: "10000/1h",
      RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP: "10000/10m",
      // Parallel tests sign the shared demo accounts in many times (the limit itself: integration tests).
      RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS: "10000/10m",
      RATE_LIMIT_PASSWORD_RESETS_PER_IP: "10000/1h",
      RATE_LIMIT_IMAGE_UPLOADS_PER_IP: "10000/10m",
      RATE_LIMIT_PRE_CHECKS_PER_IP: "10000/10m",
      RATE_LIMIT_ACCESS_REQUESTS_PER_USER: "10000/10m",
      RATE_LIMIT_VOICE_CHECKS_PER_USER: "10000/10m",
      RATE_LIMIT_WEBHOOK_SENDS_PER_PROVIDER: "10000/10m",
      RATE_LIMIT_WEBHOOK_SENDS_PER_IP: "10000/10m",
      RATE_LIMIT_CHANGE_REQUESTS_PER_PROVIDER: "10000/1h",
      RATE_LIMIT_CHANGE_REQUESTS_PER_IP: "10000/1h",
      RATE_LIMIT_DRAFT_CREATES_PER_PROVIDER: "10000/1h",
      RATE_LIMIT_DRAFT_CREATES_PER_IP: "10000/1h",
      // Every visitor of the tests reports voices from this one address (the limit itself: integration tests).
      RATE_LIMIT_VOICE_REPORTS_PER_REPORTER: "10000/1h",
      // The pre-checks may fetch links of the stand-in (a real 404 is a broken link); every other
      // loopback or private address stays refused.
      LINK_CHECK_ALLOWED_HOSTS: `localhost:${suitePort},127.0.0.1:${suitePort}`,
      // Providers' webhooks may go to the test receiver of webhooks.e2e.ts (port + 2) only, and
      // retry after 1 s instead of 30 s so a test sees the retry.
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port + 2}`,
      WEBHOOK_RETRY_BASE_MS: "1000",
      // An endpoint is paused after 3 failed attempts in a row, however short the run (20 over an hour otherwise).
      WEBHOOK_PAUSE_AFTER_FAILURES: "3",
      WEBHOOK_PAUSE_AFTER_FAILING_MS: "0",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  };
}

const chromiumProject = { ...devices["Desktop Chrome"], channel: undefined };
const EMBEDDED_FILE = "embedded-database.e2e.ts";

export default defineConfig({
  testDir: ".",
  testMatch: "*.e2e.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/report.json" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test costs CPU the 2-core CI machine does not have: a failed test
    // records one when it is tried again.
    trace: "on-first-retry",
    locale: "ja-JP",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: postgresUrl
    ? [
        { name: "chromium", use: chromiumProject, testIgnore: EMBEDDED_FILE },
        { name: "embedded", use: { ...chromiumProject, baseURL: embeddedStore.baseURL }, testMatch: EMBEDDED_FILE },
      ]
    : [{ name: "chromium", use: chromiumProject }],
  webServer: [
    {
      // The parent-service stand-in: the store's sign-in goes through its real sign-in page.
      command: "npx tsx src/server.ts",
      cwd: path.resolve(import.meta.dirname, "../apps/suite"),
      url: `${suiteURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        SUITE_PORT: String(suitePort),
        SUITE_ISSUER: suiteURL,
        // The first one's origin also gets the back-channel logouts.
        SUITE_REDIRECT_URIS: [baseURL, ...(postgresUrl ? [embeddedStore.baseURL] : [])]
          .map((store) => `${store}/api/auth/callback/suite`)
          .join(","),
        NODE_ENV: "test",
      },
    },
    storeServer({ url: baseURL, port, outbox: outboxDir, name: "MAIN", databaseUrl: postgresUrl }),
    ...(postgresUrl
      ? [
          storeServer({
            url: baseURL,
            port: badInputPort,
            outbox: outboxDir,
            name: "MAIN",
            databaseUrl: postgresUrl,
            runsJobs: false,
          }),
          storeServer({
            url: embeddedStore.baseURL,
            port: embeddedPort,
            outbox: embeddedStore.outboxDir,
            name: "EMBEDDED",
            databaseUrl: null,
          }),
        ]
      : []),
  ],
});
