import { describe, expect, it } from "vitest";
import { classifyRejection, FRAMEWORK_CONTROL_ERRORS, IGNORED_ERRORS, parseDsn, tunnelTarget } from "./monitoring";

describe("unhandled promise rejections (SPEC §8)", () => {
  it.each([
    [new TypeError("Load failed"), "ignore"],
    ["TypeError: Load failed", "ignore"],
    [new TypeError("Importing a module script failed."), "report"],
    [new SyntaxError("Return statements are only valid inside functions."), "report"],
    [new Error("boom"), "screen"],
    [new TypeError("Failed to fetch"), "screen"],
    [new TypeError("Load failed for the image"), "screen"],
    [undefined, "screen"],
  ])("%s: %s", (reason, outcome) => {
    expect(classifyRejection(reason)).toBe(outcome);
  });
});

describe("errors that are never reported (SPEC §8)", () => {
  const ignored = (message: string) => IGNORED_ERRORS.some((pattern) => pattern.test(message));
  it.each([
    "ReferenceError: $ is not defined",
    "jQuery is not defined",
    "ReferenceError: Can't find variable: $",
    "Can't find variable: jQuery",
  ])("the missing jQuery helper: %s", (message) => {
    expect(ignored(message)).toBe(true);
  });

  it("other reference errors are reported", () => {
    expect(ignored("ReferenceError: jQueryUI is not defined")).toBe(false);
    expect(ignored("ReferenceError: foo is not defined")).toBe(false);
  });

  it("framework redirects and not-found signals are not failures", () => {
    const control = (message: string) => FRAMEWORK_CONTROL_ERRORS.some((pattern) => pattern.test(message));
    expect(control("NEXT_REDIRECT;replace;/apps;307;")).toBe(true);
    expect(control("NEXT_HTTP_ERROR_FALLBACK;404")).toBe(true);
    expect(control("Cannot read properties of undefined")).toBe(false);
  });
});

describe("the /monitoring tunnel's target", () => {
  const configured = "https://public@errors.example.com/42";

  it("forwards an envelope of the configured host and project to its envelope endpoint", () => {
    expect(tunnelTarget("https://public@errors.example.com/42", configured)).toBe(
      "https://errors.example.com/api/42/envelope/",
    );
    expect(tunnelTarget("http://k@127.0.0.1:3173/7", "http://k@127.0.0.1:3173/7")).toBe(
      "http://127.0.0.1:3173/api/7/envelope/",
    );
  });

  it("keeps a path prefix of the configured DSN", () => {
    expect(tunnelTarget("https://k@host.example/sentry/5", "https://k@host.example/sentry/5")).toBe(
      "https://host.example/sentry/api/5/envelope/",
    );
  });

  it.each([
    ["another host", "https://public@evil.example/42"],
    ["another project", "https://public@errors.example.com/43"],
    ["another port", "https://public@errors.example.com:8443/42"],
    ["not a DSN", "javascript:alert(1)"],
    ["no key", "https://errors.example.com/42"],
  ])("refuses %s", (_case, dsn) => {
    expect(tunnelTarget(dsn, configured)).toBeNull();
  });

  it("reads host and project of a DSN", () => {
    expect(parseDsn(configured)).toEqual({
      origin: "https://errors.example.com",
      host: "errors.example.com",
      projectId: "42",
    });
  });
});
