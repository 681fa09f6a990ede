// One error class for the whole store (SPEC §8). Services throw it; the route wrapper and the
// error screens read `code` and map it through ERROR_STATUS.

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "PAYMENT_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "UNPROCESSABLE",
  "UNEXPECTED",
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNPROCESSABLE: 422,
  UNEXPECTED: 500,
};

export type TErrorItems = Record<string, string[]>;

/** The JSON shape of every error response (ARCHITECTURE.md, API conventions). */
export type TErrorBody = { error: { message: string; items?: TErrorItems } };

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly items?: TErrorItems;

  constructor(code: TErrorCode, message: string, items?: TErrorItems) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.items = items;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): TErrorBody {
    return { error: { message: this.message, ...(this.items ? { items: this.items } : {}) } };
  }
}

/** SPEC §8: the shared client's mapping from an HTTP status to an error code. */
export function errorCodeFromStatus(status: number): TErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  return entry && entry[0] !== "UNEXPECTED" ? (entry[0] as TErrorCode) : "UNEXPECTED";
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
