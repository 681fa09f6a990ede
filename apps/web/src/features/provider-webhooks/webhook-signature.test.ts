import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from "./webhook-signature";

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

  it("backs off 30 s, 2 min, 10 min, 1 h, 6 h and then gives up", () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempts) => webhookRetryDelayMs(attempts, 30_000));
    expect(delays).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000, null]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
  });
});
