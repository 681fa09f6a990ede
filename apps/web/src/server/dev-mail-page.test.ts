import { describe, expect, it, vi } from "vitest";

describe("the development mail page (/_dev/mail)", () => {
  it("is not found outside development and test", async () => {
    vi.stubEnv("BASE_URL", "http://localhost:3995");
    vi.stubEnv("FLAG_ENVIRONMENT", "production");
    vi.stubEnv("NEXTAUTH_SECRET", "a-production-secret-of-at-least-32-characters");
    const { default: DevMailPage } = await import("@/app/%5Fdev/mail/page");
    await expect(DevMailPage()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    vi.unstubAllEnvs();
  });
});
