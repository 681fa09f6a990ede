import { AppError, SUITE_ERROR_MESSAGES } from "@store/domain/errors";
import { describe, expect, it } from "vitest";
import { appErrorFromSuite, SuiteRequestError } from "./suite-errors";

describe("appErrorFromSuite", () => {
  it.each([
    [401, SUITE_ERROR_MESSAGES.invalidAccessToken, "UNAUTHENTICATED", { key: "serverErrors.suite.sessionExpired" }],
    [401, SUITE_ERROR_MESSAGES.expiredAccessToken, "UNAUTHENTICATED", { key: "serverErrors.suite.sessionExpired" }],
    [402, "payment check failed", "PAYMENT_REQUIRED", { key: "serverErrors.suite.paymentFailed" }],
    [403, SUITE_ERROR_MESSAGES.ipRestricted, "FORBIDDEN", { key: "serverErrors.suite.ipRestricted" }],
    [403, SUITE_ERROR_MESSAGES.forbiddenResource, "FORBIDDEN", { key: "serverErrors.suite.forbidden" }],
    [
      400,
      "subdomain hoshi-kensetsu is inactive",
      "BAD_REQUEST",
      { key: "serverErrors.suite.inactiveSubdomain", values: { subdomain: "hoshi-kensetsu" } },
    ],
    [404, "not found", "NOT_FOUND", undefined],
    [0, "the parent service did not answer: timeout", "UNEXPECTED", { key: "serverErrors.suite.unavailable" }],
    [502, "unexpected answer 502", "UNEXPECTED", { key: "serverErrors.suite.unavailable" }],
  ])("%i %s → %s with a message for the viewer", (status, message, code, userMessage) => {
    const error = appErrorFromSuite(new SuiteRequestError(status, message));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, userMessage });
    // The parent service's English words stay the log message.
    expect((error as AppError).message).toContain(message);
  });

  it("passes other errors through", () => {
    const other = new Error("boom");
    expect(appErrorFromSuite(other)).toBe(other);
  });
});
