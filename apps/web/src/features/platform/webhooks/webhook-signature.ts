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
/**
 * Each pause is spread by up to ±20 %: deliveries that failed together (a receiver that was down)
 * come back spread out instead of all in the same second.
 */
export const WEBHOOK_RETRY_JITTER = 0.2;

/**
 * The pause after `attempts` failed attempts, or null once they are used up. `random` (0 ≤ r < 1)
 * picks the point within the jitter.
 */
export function webhookRetryDelayMs(
  attempts: number,
  baseMs: number,
  random: () => number = Math.random,
): number | null {
  const factor = RETRY_FACTORS[attempts - 1];
  if (factor === undefined) return null;
  return Math.round(factor * baseMs * (1 - WEBHOOK_RETRY_JITTER + 2 * WEBHOOK_RETRY_JITTER * random()));
}
