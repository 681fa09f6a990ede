import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The store under test: a production build (`next build` into .next-e2e, done by npm test),
// served by `next start` on its own port with a fresh embedded database seeded with the demo
// catalog, or a fresh PostgreSQL database when E2E_DATABASE_URL is set.
const port = Number(process.env.E2E_PORT ?? 3100);
const suitePort = Number(process.env.E2E_SUITE_PORT ?? 3101);
// The store must be reached as localhost: next-auth's state and PKCE cookies are set for the
// configured host, and the stand-in only redirects back to the registered callback.
export const baseURL = `http://localhost:${port}`;
export const suiteURL = `http://localhost:${suitePort}`;
// Every worker loads this file again: the folders are made once, by the runner, and reach the
// workers (which read the outbox) through the environment they inherit.
const runFolder = (name: string, prefix: string): string =>
  (process.env[name] ??= mkdtempSync(path.join(tmpdir(), prefix)));
const dataDir = runFolder("E2E_DATA_DIR", "store-e2e-");
// SMTP_URL stays unset: mail goes to this run's own outbox, listed at /_dev/mail (support/outbox.ts).
export const outboxDir = runFolder("E2E_OUTBOX_DIR", "store-e2e-outbox-");
const mediaDir = runFolder("E2E_MEDIA_DIR", "store-e2e-media-");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
    trace: "retain-on-failure",
    locale: "ja-JP",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
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
        SUITE_REDIRECT_URIS: `${baseURL}/api/auth/callback/suite`,
        NODE_ENV: "test",
      },
    },
    {
      command: `npx next start -p ${port}`,
      cwd: path.resolve(import.meta.dirname, "../apps/web"),
      // Ready once the database answers (liveness, /api/health, answers before that).
      url: `${baseURL}/api/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
        BASE_URL: baseURL,
        PORT: String(port),
        DATA_DIR: dataDir,
        FLAG_ENVIRONMENT: "development",
        SUITE_URL: suiteURL,
        SUITE_CLIENT_ID: "hr-app-store",
        SUITE_CLIENT_SECRET: "hr-app-store-secret",
        NEXTAUTH_URL: baseURL,
        NEXTAUTH_SECRET: "e2e-only-nextauth-secret-0123456789abcdef",
        LOG_LEVEL: "warn",
        MAIL_OUTBOX_DIR: outboxDir,
        MEDIA_DIR: mediaDir,
        JOB_POLL_MS: "500",
        // Short, so parent-logout.e2e.ts sees a session end without a back-channel call quickly.
        SESSION_REVALIDATE_SECONDS: process.env.E2E_SESSION_REVALIDATE_SECONDS ?? "3",
        // Every test comes from this one machine, so the per-client limits on sign-ins and
        // document requests are lifted here (integration tests prove them); the per-e-mail and
        // beacon limits keep their defaults, which tests here rely on.
        RATE_LIMIT_SIGN_INS_PER_IP: "10000/10m",
        RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP: "10000/1h",
        RATE_LIMIT_CONTACT_REQUESTS_PER_IP: "10000/1h",
        RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP: "10000/10m",
        RATE_LIMIT_PASSWORD_RESETS_PER_IP: "10000/1h",
        RATE_LIMIT_IMAGE_UPLOADS_PER_IP: "10000/10m",
        RATE_LIMIT_PRE_CHECKS_PER_IP: "10000/10m",
        RATE_LIMIT_ACCESS_REQUESTS_PER_USER: "10000/10m",
        // The pre-checks may fetch links of the stand-in (a real 404 is a broken link); every other
        // loopback or private address stays refused.
        LINK_CHECK_ALLOWED_HOSTS: `localhost:${suitePort},127.0.0.1:${suitePort}`,
        // Providers' webhooks may go to the test receiver of webhooks.e2e.ts (port + 2) only, and
        // retry after 1 s instead of 30 s so a test sees the retry.
        WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port + 2}`,
        WEBHOOK_RETRY_BASE_MS: "1000",
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
