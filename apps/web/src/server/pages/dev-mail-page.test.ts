import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// /_dev/mail lists the file outbox for developers; staging and production must not have it.
async function renderIn(environment: string) {
  vi.resetModules();
  vi.stubEnv("BASE_URL", "http://localhost:3995");
  vi.stubEnv("FLAG_ENVIRONMENT", environment);
  vi.stubEnv("NEXTAUTH_SECRET", "a-production-secret-of-at-least-32-characters");
  vi.stubEnv("MAIL_OUTBOX_DIR", mkdtempSync(path.join(tmpdir(), "dev-mail-page-")));
  vi.stubEnv("SMTP_URL", "");
  if (environment === "production") {
    // What production's configuration requires; the page must be gone whatever mail is set up.
    vi.stubEnv("DATABASE_URL", "postgres://store@127.0.0.1:5432/unused");
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
  }
  const { default: DevMailPage } = await import("@/app/(store)/%5Fdev/mail/page");
  return DevMailPage();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the development mail page (/_dev/mail)", () => {
  it.each(["staging", "production"])("is not found in %s", async (environment) => {
    await expect(renderIn(environment)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it.each(["development", "test"])("lists the outbox in %s", async (environment) => {
    const page = await renderIn(environment);
    expect(JSON.stringify(page)).toContain("Outbox");
  });
});
