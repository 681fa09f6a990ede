import "server-only";
import { createHash } from "node:crypto";
import type { TDb } from "@store/db/client";
import { countRateLimitHit, deleteExpiredRateLimits } from "@store/db/queries/rate-limits";
import { AppError } from "@store/domain/errors";
import { decideRateLimit, type TRateLimit, windowStartOf } from "@store/domain/rate-limit";
import { config, type TConfig } from "./config";
import { logger } from "./logger";
import { metrics } from "./metrics";

/** What is limited, and the setting that says how much. */
const RATE_LIMIT_SETTINGS = {
  documentRequestPerAddress: "RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS",
  documentRequestPerIp: "RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP",
  contactRequestPerAddress: "RATE_LIMIT_CONTACT_REQUESTS_PER_ADDRESS",
  contactRequestPerIp: "RATE_LIMIT_CONTACT_REQUESTS_PER_IP",
  clientLogPerIp: "RATE_LIMIT_CLIENT_LOGS_PER_IP",
  signInPerIp: "RATE_LIMIT_SIGN_INS_PER_IP",
  accountSignInPerIp: "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP",
  passwordResetPerIp: "RATE_LIMIT_PASSWORD_RESETS_PER_IP",
  passwordResetPerAddress: "RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS",
  imageUploadPerIp: "RATE_LIMIT_IMAGE_UPLOADS_PER_IP",
  preChecksPerIp: "RATE_LIMIT_PRE_CHECKS_PER_IP",
  accessRequestPerUser: "RATE_LIMIT_ACCESS_REQUESTS_PER_USER",
} as const satisfies Record<string, keyof TConfig>;

export type TRateLimitBucket = keyof typeof RATE_LIMIT_SETTINGS;

export function rateLimitOf(bucket: TRateLimitBucket): TRateLimit {
  return config()[RATE_LIMIT_SETTINGS[bucket]];
}

/** Keys are hashed: the table never holds an e-mail or IP address in clear. */
function keyHash(key: string): string {
  return createHash("sha256").update(key.trim().toLowerCase()).digest("base64url");
}

const CLEANUP_EVERY_MS = 60_000;
const cleanupState = globalThis as unknown as { storeRateLimitCleanupAt?: number };

/** At most once a minute per process, off the request's path: expired counters go. */
function cleanUpNowAndThen(db: TDb, now: Date): void {
  const last = cleanupState.storeRateLimitCleanupAt ?? 0;
  if (now.getTime() - last < CLEANUP_EVERY_MS) return;
  cleanupState.storeRateLimitCleanupAt = now.getTime();
  deleteExpiredRateLimits(db, now).catch((err: unknown) => logger.warn({ err }, "rate-limit cleanup failed"));
}

/**
 * Counts one hit of `key` in `bucket` and throws 429 when it goes over the limit, with the
 * seconds to wait (Retry-After) and a message in the viewer's language. A key that cannot be
 * known (no client address) is counted under one shared key, so unknown callers are limited
 * together rather than not at all.
 */
export async function enforceRateLimit(
  db: TDb,
  bucket: TRateLimitBucket,
  key: string | null,
  now: Date = new Date(),
): Promise<void> {
  const rule = rateLimitOf(bucket);
  const windowStart = windowStartOf(now, rule.windowSeconds);
  const count = await countRateLimitHit(db, {
    bucket,
    keyHash: keyHash(key ?? "unknown"),
    windowStart,
    windowSeconds: rule.windowSeconds,
  });
  cleanUpNowAndThen(db, now);
  const decision = decideRateLimit(rule, count, now);
  if (decision.allowed) return;
  const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
  metrics().rateLimitRefusals.inc({ bucket });
  throw new AppError("RATE_LIMITED", `rate limit ${bucket} reached`, {
    userMessage: { key: "requestGuards.rateLimited", values: { minutes } },
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}
