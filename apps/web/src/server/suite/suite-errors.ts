import "server-only";
import {
  AppError,
  errorCodeFromStatus,
  INACTIVE_SUBDOMAIN_PATTERN,
  SUITE_ERROR_MESSAGES,
  type TUserMessage,
} from "@store/domain/errors";

// How the parent service refuses or fails, and what the store makes of it (SPEC §8).

/** A failed call to the parent service: its HTTP status (0 when it did not answer) and message. */
export class SuiteRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "SuiteRequestError";
    this.status = status;
  }
}

/**
 * The message the viewer reads for a refusal of the parent service (SPEC §8 messages); its English
 * message stays the log message.
 */
function suiteUserMessage(error: SuiteRequestError): TUserMessage | undefined {
  const inactive = INACTIVE_SUBDOMAIN_PATTERN.exec(error.message);
  if (inactive) return { key: "serverErrors.suite.inactiveSubdomain", values: { subdomain: inactive[1] ?? "" } };
  switch (error.status) {
    case 401:
      return { key: "serverErrors.suite.sessionExpired" };
    case 402:
      return { key: "serverErrors.suite.paymentFailed" };
    case 403:
      return error.message === SUITE_ERROR_MESSAGES.ipRestricted
        ? { key: "serverErrors.suite.ipRestricted" }
        : { key: "serverErrors.suite.forbidden" };
    default:
      return undefined;
  }
}

/** SPEC §8: a refusal of the parent service as the store's own error; silence is unexpected. */
export function appErrorFromSuite(error: unknown): unknown {
  if (!(error instanceof SuiteRequestError)) return error;
  if (error.status === 0 || error.status >= 500) {
    return new AppError("UNEXPECTED", `the parent service failed: ${error.message}`, {
      userMessage: { key: "serverErrors.suite.unavailable" },
    });
  }
  return new AppError(errorCodeFromStatus(error.status), error.message, { userMessage: suiteUserMessage(error) });
}
