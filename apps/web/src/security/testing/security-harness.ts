// The security suite's environment: the parent-service stand-in with two tenants of its own
// (security-fixture.ts) and the store configured as `npm start` configures it (no NEXTAUTH_SECRET).
// The callers are in security-principals.ts, requests to route handlers in store-requests.ts, the
// seeded data in security-catalog.ts, what a refused request must not change in
// security-snapshots.ts and write-counter.ts. Import it only after `vi.mock("@/server/db")`; the
// store's own modules are loaded lazily, once the environment is stubbed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AuthOptions } from "next-auth";
import { vi } from "vitest";
import { startSuite, type TRunningSuite } from "../../../../suite/src/app";
import { signInThroughSuite, TestBrowser } from "@/features/tenant/auth/testing/auth-harness";
import { SESSION_COOKIE_NAME } from "@/server/tenant-session/auth-cookies";
import { SECURITY_FIXTURE } from "./security-fixture";

export type TSecurityHarness = {
  store: string;
  suite: TRunningSuite;
  authOptions: () => Promise<AuthOptions>;
  /** Signs a fixture user in through the stand-in's real pages; returns the session cookie. */
  signIn: (pick: string) => Promise<string>;
  /** Calls a `/_test/*` hook of the stand-in for one user. */
  suiteHook: (hook: string, userId: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Starts the stand-in with SECURITY_FIXTURE and configures the store as `npm start` does when no
 * secret is given: NEXTAUTH_SECRET unset, the data folder a fresh temporary one.
 */
export async function startSecurityHarness(store: string): Promise<TSecurityHarness> {
  const scratch = mkdtempSync(path.join(tmpdir(), "store-security-"));
  const fixturePath = path.join(scratch, "suite-fixture.json");
  writeFileSync(fixturePath, JSON.stringify(SECURITY_FIXTURE));
  const suite = await startSuite(
    { port: 0, redirectUris: [`${store}/api/auth/callback/suite`], fixturePath },
    { NODE_ENV: "test" },
  );
  vi.stubEnv("BASE_URL", store);
  vi.stubEnv("NEXTAUTH_URL", store);
  vi.stubEnv("FLAG_ENVIRONMENT", "development");
  vi.stubEnv("NEXTAUTH_SECRET", "");
  vi.stubEnv("DATA_DIR", path.join(scratch, "data"));
  vi.stubEnv("SUITE_URL", suite.url);
  vi.stubEnv("LOG_LEVEL", "fatal");
  vi.stubEnv("JOB_POLL_MS", "0");
  // Generated requests must reach the handlers, not stop at the abuse limits (tested on their own).
  for (const limit of [
    "RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS",
    "RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP",
    "RATE_LIMIT_CONTACT_REQUESTS_PER_ADDRESS",
    "RATE_LIMIT_CONTACT_REQUESTS_PER_IP",
    "RATE_LIMIT_CLIENT_LOGS_PER_IP",
    "RATE_LIMIT_SIGN_INS_PER_IP",
    "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP",
    "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS",
    "RATE_LIMIT_PASSWORD_RESETS_PER_IP",
    "RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS",
    "RATE_LIMIT_IMAGE_UPLOADS_PER_IP",
    "RATE_LIMIT_PRE_CHECKS_PER_IP",
    "RATE_LIMIT_ACCESS_REQUESTS_PER_USER",
    "RATE_LIMIT_VOICE_CHECKS_PER_USER",
    "RATE_LIMIT_IMAGE_UPLOADS_PER_PROVIDER",
    "RATE_LIMIT_WEBHOOK_SENDS_PER_PROVIDER",
    "RATE_LIMIT_WEBHOOK_SENDS_PER_IP",
    "RATE_LIMIT_CHANGE_REQUESTS_PER_PROVIDER",
    "RATE_LIMIT_CHANGE_REQUESTS_PER_IP",
    "RATE_LIMIT_DRAFT_CREATES_PER_PROVIDER",
    "RATE_LIMIT_DRAFT_CREATES_PER_IP",
    "RATE_LIMIT_VOICE_REPORTS_PER_REPORTER",
  ]) {
    vi.stubEnv(limit, "1000000/1h");
  }
  const { authOptions } = await import("@/server/tenant-session/session");

  return {
    store,
    suite,
    authOptions,
    async signIn(pick) {
      const browser = new TestBrowser(store, authOptions);
      await signInThroughSuite(browser, pick);
      const cookie = browser.storeCookies.get(SESSION_COOKIE_NAME);
      if (!cookie) throw new Error(`no session for ${pick}`);
      return cookie;
    },
    async suiteHook(hook, userId) {
      const response = await fetch(new URL(hook, suite.url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId }),
      });
      if (!response.ok) throw new Error(`${hook} answered ${response.status}`);
    },
    async close() {
      vi.unstubAllEnvs();
      await suite.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
