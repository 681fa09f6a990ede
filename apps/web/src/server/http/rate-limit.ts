import "server-only";
import { createHash } from "node:crypto";
import type { TDb } from "@store/db/client";
import { countRateLimitHit, deleteExpiredRateLimits, deleteRateLimitKey } from "@store/db/queries/rate-limits";
import { AppError } from "@store/domain/errors";
import { decideRateLimit, type TRateLimit, windowStartOf } from "@store/domain/rate-limit";
import { config, type TConfig } from "@/server/config";
import { logger } from "@/server/logger";
import { metrics } from "@/server/metrics";

/** What is limited, and the setting that says how much. */
const RATE_LIMIT_SETTINGS = {
  documentRequestPerAddress: "RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS",
  documentRequestPerIp: "RATE_LIMIT_DOCUMENT_REQUESTS_PER_IP",
  contactRequestPerAddress: "RATE_LIMIT_CONTACT_REQUESTS_PER_ADDRESS",
  contactRequestPerIp: "RATE_LIMIT_CONTACT_REQUESTS_PER_IP",
  clientLogPerIp: "RATE_LIMIT_CLIENT_LOGS_PER_IP",
  signInPerIp: "RATE_LIMIT_SIGN_INS_PER_IP",
  accountSignInPerIp: "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_IP",
  accountSignInPerAddress: "RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS",
  passwordResetPerIp: "RATE_LIMIT_PASSWORD_RESETS_PER_IP",
  passwordResetPerAddress: "RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS",
  imageUploadPerIp: "RATE_LIMIT_IMAGE_UPLOADS_PER_IP",
  imageUploadPerProvider: "RATE_LIMIT_IMAGE_UPLOADS_PER_PROVIDER",
  preChecksPerIp: "RATE_LIMIT_PRE_CHECKS_PER_IP",
  accessRequestPerUser: "RATE_LIMIT_ACCESS_REQUESTS_PER_USER",
  webhookSendPerProvider: "RATE_LIMIT_WEBHOOK_SENDS_PER_PROVIDER",
  webhookSendPerIp: "RATE_LIMIT_WEBHOOK_SENDS_PER_IP",
  changeRequestPerProvider: "RATE_LIMIT_CHANGE_REQUESTS_PER_PROVIDER",
  changeRequestPerIp: "RATE_LIMIT_CHANGE_REQUESTS_PER_IP",
  draftCreatePerProvider: "RATE_LIMIT_DRAFT_CREATES_PER_PROVIDER",
  draftCreatePerIp: "RATE_LIMIT_DRAFT_CREATES_PER_IP",
  voiceChecksPerUser: "RATE_LIMIT_VOICE_CHECKS_PER_USER",
  voiceReportPerReporter: "RATE_LIMIT_VOICE_REPORTS_PER_REPORTER",
} as const satisfies Record<string, keyof TConfig>;

export type TRateLimitBucket = keyof typeof RATE_LIMIT_SETTINGS;

/** Who a route's limit counts: the caller's provider for a `…PerProvider` bucket, else the client address. */
export type TRateLimitCaller = { ipAddress: string | null; appProviderId: number | null };

/**
 * The key route({ rateLimit }) counts a bucket under. A per-provider bucket of a caller without a
 * provider falls back to the address, so no caller escapes every limit.
 */
export function routeRateLimitKey(bucket: TRateLimitBucket, caller: TRateLimitCaller): string | null {
  if (bucket.endsWith("PerProvider") && caller.appProviderId !== null) return `provider:${caller.appProviderId}`;
  return caller.ipAddress;
}

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

/** Forgets the hits of `key` in `bucket` (its owner proved who they are, e.g. by a reset mail). */
export async function clearRateLimit(db: TDb, bucket: TRateLimitBucket, key: string): Promise<void> {
  await deleteRateLimitKey(db, { bucket, keyHash: keyHash(key) });
}
