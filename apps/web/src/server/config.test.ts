import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("configuration", () => {
  it("has a default for every setting, so a fresh machine starts with nothing set", () => {
    const config = parseConfig({});
    expect(config.BASE_URL).toBe("http://localhost:3000");
    expect(config.STORE_NAME).toBe("HR Suite App Store");
    expect(config.SUITE_NAME).toBe("HR Suite");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ BASE_URL: "", GTM_ID: "" }).BASE_URL).toBe("http://localhost:3000");
  });

  it("names every bad variable and its value", () => {
    expect(() => parseConfig({ BASE_URL: "localhost", DATABASE_URL: "mysql://x", SEED_DEMO_DATA: "yes" })).toThrow(
      /BASE_URL="localhost"[\s\S]*DATABASE_URL="mysql:\/\/x"[\s\S]*SEED_DEMO_DATA="yes"/,
    );
  });

  it("has no session secret of its own outside production: the store makes one (session-secret.ts)", () => {
    const config = parseConfig({});
    expect(config.NEXTAUTH_SECRET).toBeUndefined();
    expect(config.SESSION_REVALIDATE_SECONDS).toBe(60);
    expect(config.NEXTAUTH_URL).toBe("http://localhost:3000");
    expect(config.SESSION_POLL_SECONDS).toBe(0);
    expect(config.SUITE_CLIENT_ID).toBe("hr-app-store");
    expect(config.CX_TOOL_KEY).toBeUndefined();
  });

  it("requires NEXTAUTH_SECRET, a PostgreSQL server and an SMTP server in production", () => {
    expect(() => parseConfig({ FLAG_ENVIRONMENT: "production" })).toThrow(
      /NEXTAUTH_SECRET.*required[\s\S]*DATABASE_URL.*required[\s\S]*SMTP_URL.*required/,
    );
    const secret = "a-production-secret-with-at-least-32-chars";
    const production = {
      FLAG_ENVIRONMENT: "production",
      NEXTAUTH_SECRET: secret,
      DATABASE_URL: "postgres://store@db.internal/store",
      SMTP_URL: "smtp://mail.internal:25",
    };
    expect(parseConfig(production).NEXTAUTH_SECRET).toBe(secret);
    expect(() => parseConfig({ ...production, SMTP_URL: "" })).toThrow(/SMTP_URL.*required/);
  });

  it("takes NEXTAUTH_URL from BASE_URL unless it is set", () => {
    expect(parseConfig({ BASE_URL: "https://store.example" }).NEXTAUTH_URL).toBe("https://store.example");
    expect(parseConfig({ BASE_URL: "https://store.example", NEXTAUTH_URL: "https://auth.example" }).NEXTAUTH_URL).toBe(
      "https://auth.example",
    );
  });

  it("refuses a short secret and a negative polling interval", () => {
    expect(() => parseConfig({ NEXTAUTH_SECRET: "short", SESSION_POLL_SECONDS: "-1" })).toThrow(
      /NEXTAUTH_SECRET="short"[\s\S]*SESSION_POLL_SECONDS="-1"/,
    );
  });

  it("waits at most 10 s for an install at the parent service, and less when told", () => {
    expect(parseConfig({}).SUITE_TIMEOUT_MS).toBe(10_000);
    expect(parseConfig({ SUITE_TIMEOUT_MS: "2500" }).SUITE_TIMEOUT_MS).toBe(2500);
    expect(() => parseConfig({ SUITE_TIMEOUT_MS: "30000" })).toThrow(/SUITE_TIMEOUT_MS="30000"/);
  });

  it("trusts no proxy and has abuse limits unless told otherwise, and names a bad limit", () => {
    const config = parseConfig({});
    expect(config.TRUST_PROXY_HOPS).toBe(0);
    expect(config.RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(config.RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP).toEqual({ limit: 30, windowSeconds: 3600 });
    expect(parseConfig({ TRUST_PROXY_HOPS: "2", RATE_LIMIT_SIGN_INS_PER_IP: "20/5m" })).toMatchObject({
      TRUST_PROXY_HOPS: 2,
      RATE_LIMIT_SIGN_INS_PER_IP: { limit: 20, windowSeconds: 300 },
    });
    expect(() => parseConfig({ TRUST_PROXY_HOPS: "-1", RATE_LIMIT_CLIENT_LOGS_PER_IP: "lots" })).toThrow(
      /TRUST_PROXY_HOPS="-1"[\s\S]*RATE_LIMIT_CLIENT_LOGS_PER_IP="lots": must look like 5\/1h/,
    );
  });
});
