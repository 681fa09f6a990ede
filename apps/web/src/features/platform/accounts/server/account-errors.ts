import "server-only";
import { AppError, type TErrorItems, type TUserMessage } from "@store/domain/errors";
import type { TAccountTokenPurpose, TAccountTokenState } from "@store/domain/account-rules";

// The refusals of the account use cases, each with the message its viewer reads (accounts.errors).

export function invalidCredentialsError(): AppError {
  return new AppError("UNAUTHENTICATED", "wrong e-mail address or password", {
    userMessage: { key: "accounts.errors.invalidCredentials" },
  });
}

/**
 * Too many attempts at one address: the same answer for every address, known or not (it is given
 * before any account is looked up); the message says how long, and Retry-After says it to machines.
 */
export function signInThrottledError(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", "too many sign-in attempts at this address", {
    userMessage: {
      key: "accounts.errors.signInThrottled",
      values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    },
    retryAfterSeconds,
  });
}

export function accountSuspendedError(): AppError {
  return new AppError("FORBIDDEN", "account suspended", { userMessage: { key: "accounts.errors.suspended" } });
}

const TOKEN_MESSAGES: Record<TAccountTokenPurpose, Record<Exclude<TAccountTokenState, "live">, TUserMessage>> = {
  invitation: {
    unknown: { key: "accounts.errors.invitationUnknown" },
    expired: { key: "accounts.errors.invitationExpired" },
    used: { key: "accounts.errors.invitationUsed" },
  },
  password_reset: {
    unknown: { key: "accounts.errors.resetUnknown" },
    expired: { key: "accounts.errors.resetExpired" },
    used: { key: "accounts.errors.resetUsed" },
  },
};

/** A link that cannot be used (any more): says which case, and how to get a new one. */
export function accountTokenError(purpose: TAccountTokenPurpose, state: Exclude<TAccountTokenState, "live">): AppError {
  return new AppError("NOT_FOUND", `${purpose} token ${state}`, { userMessage: TOKEN_MESSAGES[purpose][state] });
}

/** A new password the policy refuses; `items` hold the per-field messages in the viewer's language. */
export function passwordRejectedError(items: TErrorItems): AppError {
  return new AppError("UNPROCESSABLE", `password refused: ${Object.keys(items).join(", ")}`, {
    items,
    userMessage: { key: "accounts.errors.passwordRejected" },
  });
}

export function passwordChangeNotAllowedError(): AppError {
  return new AppError("FORBIDDEN", "this provider user may not change their password", {
    userMessage: { key: "accounts.errors.passwordChangeNotAllowed" },
  });
}
