import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  newWebhookSecret,
  signWebhook,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_JITTER,
  webhookRetryDelayMs,
} from "./webhook-signature";

describe("webhook signature", () => {
  it("is the hex HMAC-SHA256 of timestamp.body, which a receiver recomputes with node crypto", () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ id: "e1", type: "installed" });
    const signature = signWebhook(secret, "1790000000", body);
    const expected = `v1=${createHmac("sha256", secret).update(`1790000000.${body}`).digest("hex")}`;
    expect(timingSafeEqual(Buffer.from(signature), Buffer.from(expected))).toBe(true);
    expect(signWebhook(secret, "1790000001", body)).not.toBe(signature);
  });

  it("makes a different secret each time", () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });

  it("backs off 30 s, 2 min, 10 min, 1 h, 6 h at the middle of the jitter and then gives up", () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempts) => webhookRetryDelayMs(attempts, 30_000, () => 0.5));
    expect(delays).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000, null]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
  });

  it.each([
    [1, 24_000, 36_000],
    [2, 96_000, 144_000],
    [5, 17_280_000, 25_920_000],
  ])("spreads the pause after attempt %i within ±20 %% (%i … %i ms)", (attempts, low, high) => {
    expect(WEBHOOK_RETRY_JITTER).toBe(0.2);
    expect(webhookRetryDelayMs(attempts, 30_000, () => 0)).toBe(low);
    const top = webhookRetryDelayMs(attempts, 30_000, () => 0.999_999) ?? 0;
    expect(top).toBeLessThanOrEqual(high);
    expect(top).toBeGreaterThan(high * 0.999);
    const drawn = Array.from({ length: 200 }, () => webhookRetryDelayMs(attempts, 30_000) ?? 0);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(low);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(high);
    // Deliveries that failed together come back spread out, not in the same millisecond.
    expect(new Set(drawn).size).toBeGreaterThan(100);
  });
});
