// The codes of SPEC §8's errors: what ErrorBody carries and AppError is thrown with.

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "PAYMENT_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE",
  "RATE_LIMITED",
  "UNEXPECTED",
  "UNAVAILABLE",
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
