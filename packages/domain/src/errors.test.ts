import { describe, expect, it } from "vitest";
import { AppError, ERROR_STATUS, errorCodeFromStatus, errorScreenFor, SUITE_ERROR_MESSAGES } from "./errors";

describe("error status table (SPEC §8)", () => {
  it.each([
    ["BAD_REQUEST", 400],
    ["UNAUTHENTICATED", 401],
    ["PAYMENT_REQUIRED", 402],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["UNPROCESSABLE", 422],
    ["UNEXPECTED", 500],
  ] as const)("%s is HTTP %i", (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
    expect(new AppError(code, "x").status).toBe(status);
  });

  it.each([
    [400, "BAD_REQUEST"],
    [401, "UNAUTHENTICATED"],
    [402, "PAYMENT_REQUIRED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [422, "UNPROCESSABLE"],
    [409, "UNEXPECTED"],
    [500, "UNEXPECTED"],
    [503, "UNEXPECTED"],
  ] as const)("the shared client maps status %i to %s", (status, code) => {
    expect(errorCodeFromStatus(status)).toBe(code);
  });

  it("serialises to the one error shape, with items only when present", () => {
    expect(new AppError("NOT_FOUND", "app not found").toBody()).toEqual({
      error: { code: "NOT_FOUND", message: "app not found" },
    });
    expect(new AppError("UNPROCESSABLE", "invalid", { items: { email: ["required"] } }).toBody("入力内容")).toEqual({
      error: { code: "UNPROCESSABLE", message: "入力内容", items: { email: ["required"] } },
    });
    expect(new AppError("CONFLICT", "stale", { details: { current: { id: 1 } } }).toBody("古い")).toEqual({
      error: { code: "CONFLICT", message: "古い", details: { current: { id: 1 } } },
    });
  });
});

describe("error screen choice (SPEC §2, §8)", () => {
  it.each([
    [400, "", "badRequest"],
    [400, "subdomain hoshi-kensetsu is inactive", "inactiveSubdomain"],
    [401, "", "unauthenticated"],
    [401, SUITE_ERROR_MESSAGES.invalidAccessToken, "accessNotPermitted"],
    [402, "", "paymentRequired"],
    [403, SUITE_ERROR_MESSAGES.forbiddenResource, "forbidden"],
    [403, SUITE_ERROR_MESSAGES.ipRestricted, "ipBlocked"],
    [404, "", "notFound"],
    [500, "", "unexpected"],
    [418, "", "unexpected"],
  ] as const)("status %i with %j shows %s", (status, message, screen) => {
    expect(errorScreenFor(status, message)).toBe(screen);
  });
});
