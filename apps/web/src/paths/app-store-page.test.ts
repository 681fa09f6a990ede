import { describe, expect, it } from "vitest";
import { isAppStorePage } from "./app-store-page";

describe("isAppStorePage", () => {
  it.each([
    ["/", true],
    ["/apps/asagi-payroll", true],
    ["/tenant_admin", true],
    ["/developersguide", true],
    ["/opsroom", true],
    ["/developers", false],
    ["/developers/apps", false],
    ["/developers/auth/sign_in", false],
    ["/ops", false],
    ["/ops/sign_in", false],
  ])("%s → %s", (path, expected) => {
    expect(isAppStorePage(path)).toBe(expected);
  });
});
