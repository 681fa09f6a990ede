import "server-only";
import type { TErrorBody } from "@store/domain/error-body";
import { isDatabaseUnreachable } from "@store/db/client";
import { AppError, type TErrorCode } from "@store/domain/errors";
import { NextResponse } from "next/server";
import type { Logger } from "pino";
import { localeOfRequest, serverTranslator } from "@/server/server-translator";
import { markDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS } from "@/server/database-outage";
import { logger } from "@/server/logger";

/** The message a viewer reads for an error that names none: one per code (`serverErrors.<key>`). */
export const GENERIC_MESSAGE_KEYS: Record<TErrorCode, string> = {
  BAD_REQUEST: "serverErrors.badRequest",
  UNAUTHENTICATED: "serverErrors.unauthenticated",
  PAYMENT_REQUIRED: "serverErrors.paymentRequired",
  FORBIDDEN: "serverErrors.forbidden",
  NOT_FOUND: "serverErrors.notFound",
  CONFLICT: "serverErrors.conflict",
  PAYLOAD_TOO_LARGE: "serverErrors.payloadTooLarge",
  UNSUPPORTED_MEDIA_TYPE: "serverErrors.unsupportedMediaType",
  UNPROCESSABLE: "serverErrors.unprocessable",
  RATE_LIMITED: "serverErrors.rateLimited",
  UNEXPECTED: "serverErrors.unexpected",
  UNAVAILABLE: "serverErrors.unavailable",
};

/**
 * The AppError an error is answered as: itself; 503 with Retry-After for a query that failed because
 * the database cannot be reached (recorded, so pages answer 503 too: database-outage.ts); else 500.
 */
function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) {
    markDatabaseUnreachable();
    return new AppError("UNAVAILABLE", "the database is not reachable", {
      userMessage: { key: "requestGuards.unavailable" },
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    });
  }
  return new AppError("UNEXPECTED", "unhandled error in route");
}

/**
 * An error as the JSON answer of SPEC §8 (STYLE.md, two messages per error): `error.message` is
 * the error's userMessage, or the generic message of its code, in the request's language (cookie,
 * Accept-Language, ja); the English message goes to the log with the code, never to the caller.
 * A database out of reach is a 503 with Retry-After; anything else that is not an AppError is a 500
 * whose details stay in the log.
 */
export function errorResponse(
  error: unknown,
  request?: Pick<Request, "headers" | "method" | "url">,
  log: Logger = logger,
): NextResponse {
  const appError = asAppError(error);
  const { t, has, locale } = serverTranslator(request ? localeOfRequest(request) : "ja");
  const wanted = appError.userMessage?.key;
  const known = wanted !== undefined && has(wanted);
  const message = known ? t(wanted, appError.userMessage?.values) : t(GENERIC_MESSAGE_KEYS[appError.code]);

  const where = request ? { method: request.method, path: new URL(request.url).pathname } : {};
  const entry = { ...where, code: appError.code, status: appError.status, locale, messageKey: wanted };
  if (appError.status >= 500) log.error({ ...entry, err: error }, appError.message);
  else log.info(entry, appError.message);
  if (wanted !== undefined && !known) log.warn({ messageKey: wanted }, "unknown userMessage key: generic message sent");

  const body: TErrorBody = appError.toBody(message);
  const headers: Record<string, string> = {};
  if (appError.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.ceil(appError.retryAfterSeconds));
  return NextResponse.json(body, { status: appError.status, headers });
}
