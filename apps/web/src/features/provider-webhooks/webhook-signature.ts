import { createHmac, randomBytes } from "node:crypto";

/** A new signing secret: 32 random bytes, hex, prefixed so a provider knows what it is. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

/** `v1=` and the hex HMAC-SHA256 of "<timestamp>.<body>" with the provider's secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Retry delays after the 1st … 5th failed attempt, as multiples of the base (30 s, 2 min, 10 min, 1 h, 6 h). */
const RETRY_FACTORS = [1, 4, 20, 120, 720] as const;
/** Attempts before a delivery is given up. */
export const WEBHOOK_MAX_ATTEMPTS = RETRY_FACTORS.length + 1;

/** The pause after `attempts` failed attempts, or null once they are used up. */
export function webhookRetryDelayMs(attempts: number, baseMs: number): number | null {
  const factor = RETRY_FACTORS[attempts - 1];
  return factor === undefined ? null : factor * baseMs;
}
