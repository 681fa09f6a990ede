// One error class for the whole store (SPEC §8). Services throw it; the route wrapper and the
// error screens read `code` and map it through ERROR_STATUS.

import type { TErrorBody } from "./error-body";
import type { TErrorCode } from "./error-codes";

export { ERROR_CODES, type TErrorCode } from "./error-codes";

export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNEXPECTED: 500,
  UNAVAILABLE: 503,
};

/** SPEC §8: the statuses the shared client tells apart; any other failure is unexpected. */
const CLIENT_ERROR_CODES: readonly TErrorCode[] = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "PAYMENT_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "UNPROCESSABLE",
];

export type TErrorItems = Record<string, string[]>;

/**
 * What the viewer reads: a message key under `serverErrors` in the locale files, with its ICU
 * arguments. The route wrapper translates it into the viewer's language; the English `message`
 * of the error stays in the logs (STYLE.md, two messages per error).
 */
export type TUserMessage = { key: string; values?: Record<string, string | number> };

export type TAppErrorOptions = {
  /** Per-field messages of a 422 (already in the viewer's language). */
  items?: TErrorItems;
  userMessage?: TUserMessage;
  /** Seconds after which a refused caller may try again (429, 503). */
  retryAfterSeconds?: number;
  /** What the caller needs to recover, sent as `error.details` (e.g. the current row of a 409). */
  details?: Record<string, unknown>;
};

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly items?: TErrorItems;
  readonly userMessage?: TUserMessage;
  readonly retryAfterSeconds?: number;
  readonly details?: Record<string, unknown>;

  /** `message` is for the logs, in English; the viewer reads `options.userMessage`. */
  constructor(code: TErrorCode, message: string, options: TAppErrorOptions = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.items = options.items;
    this.userMessage = options.userMessage;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The response body, with the message the viewer reads (already translated by the caller). */
  toBody(viewerMessage: string = this.message): TErrorBody {
    return {
      error: {
        code: this.code,
        message: viewerMessage,
        ...(this.items ? { items: this.items } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

/** SPEC §8: the shared client's mapping from an HTTP status to an error code. */
export function errorCodeFromStatus(status: number): TErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  const code = entry?.[0] as TErrorCode | undefined;
  return code && CLIENT_ERROR_CODES.includes(code) ? code : "UNEXPECTED";
}

/** Messages the parent service answers with (SPEC §8). */
export const SUITE_ERROR_MESSAGES = {
  invalidAccessToken: "invalid access token",
  forbiddenResource: "access to the resource is forbidden",
  expiredAccessToken: "access token has expired, reissue it with the refresh token",
  ipRestricted: "access from a non-permitted IP address",
} as const;

export const INACTIVE_SUBDOMAIN_PATTERN = /^subdomain (.+) is inactive$/;

/** The error screens of SPEC §2, chosen from a status and, for 403, the message. */
export const ERROR_SCREENS = [
  "badRequest",
  "unauthenticated",
  "paymentRequired",
  "forbidden",
  "ipBlocked",
  "accessNotPermitted",
  "inactiveSubdomain",
  "notFound",
  "unexpected",
] as const;
export type TErrorScreen = (typeof ERROR_SCREENS)[number];

export function errorScreenFor(status: number, message = ""): TErrorScreen {
  switch (status) {
    case 400:
      return INACTIVE_SUBDOMAIN_PATTERN.test(message) ? "inactiveSubdomain" : "badRequest";
    case 401:
      return message === SUITE_ERROR_MESSAGES.invalidAccessToken ? "accessNotPermitted" : "unauthenticated";
    case 402:
      return "paymentRequired";
    case 403:
      if (message === SUITE_ERROR_MESSAGES.ipRestricted) return "ipBlocked";
      if (INACTIVE_SUBDOMAIN_PATTERN.test(message)) return "inactiveSubdomain";
      return "forbidden";
    case 404:
      return "notFound";
    default:
      return "unexpected";
  }
}
