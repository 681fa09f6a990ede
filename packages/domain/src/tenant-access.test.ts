import { describe, expect, it } from "vitest";
import { SUITE_ERROR_MESSAGES } from "./errors";
import {
  blockedActionScreen,
  decideTenantAccess,
  type TAccessLevel,
  type TAccessPrincipal,
  tenantAccessFromSuite,
} from "./tenant-access";

describe("tenantAccessFromSuite: the parent service's refusals (SPEC §8)", () => {
  it.each([
    [402, "payment check failed", { access: "paymentRequired", subdomain: null }],
    [403, SUITE_ERROR_MESSAGES.ipRestricted, { access: "ipBlocked", subdomain: null }],
    [400, "subdomain hoshi-kensetsu is inactive", { access: "inactiveSubdomain", subdomain: "hoshi-kensetsu" }],
    [403, "subdomain hoshi-kensetsu is inactive", { access: "inactiveSubdomain", subdomain: "hoshi-kensetsu" }],
    [401, SUITE_ERROR_MESSAGES.invalidAccessToken, { access: "accessNotPermitted", subdomain: null }],
    [401, "anything else", { access: "accessNotPermitted", subdomain: null }],
    [403, SUITE_ERROR_MESSAGES.forbiddenResource, { access: "forbidden", subdomain: null }],
    [404, "not found", { access: "forbidden", subdomain: null }],
  ])("%i %s → %o", (status, message, expected) => {
    expect(tenantAccessFromSuite(status, message)).toEqual(expected);
  });
});

const admin: TAccessPrincipal = { access: "ok", admin: true, hasCurrentTenant: true };
const member: TAccessPrincipal = { access: "ok", admin: false, hasCurrentTenant: true };

describe("decideTenantAccess: one decision for pages and the API", () => {
  const rows: [string, TAccessPrincipal, TAccessLevel, unknown][] = [
    ["an admin on a user route", admin, "user", { allowed: true }],
    ["an admin on a tenant-admin route", admin, "tenantAdmin", { allowed: true }],
    ["a member on a user route", member, "user", { allowed: true }],
    [
      "a member on a tenant-admin route: forbidden",
      member,
      "tenantAdmin",
      { allowed: false, reason: "notAdmin", screen: "forbidden", code: "FORBIDDEN" },
    ],
    [
      "an admin without a current tenant: forbidden",
      { ...admin, hasCurrentTenant: false },
      "tenantAdmin",
      { allowed: false, reason: "notAdmin", screen: "forbidden", code: "FORBIDDEN" },
    ],
    [
      "a token the parent service no longer accepts, even on a user route: 401",
      { ...admin, access: "accessNotPermitted" },
      "user",
      { allowed: false, reason: "accessNotPermitted", screen: "accessNotPermitted", code: "UNAUTHENTICATED" },
    ],
    [
      "payment failed: 402 on tenant-admin routes",
      { ...admin, access: "paymentRequired" },
      "tenantAdmin",
      { allowed: false, reason: "paymentRequired", screen: "paymentRequired", code: "PAYMENT_REQUIRED" },
    ],
    ["payment failed: user routes still work", { ...admin, access: "paymentRequired" }, "user", { allowed: true }],
    [
      "IP restricted, admin flag unknown: the IP screen, not 'admin needed'",
      { access: "ipBlocked", admin: false, hasCurrentTenant: false },
      "tenantAdmin",
      { allowed: false, reason: "ipBlocked", screen: "ipBlocked", code: "FORBIDDEN" },
    ],
    [
      "inactive subdomain: its screen, 403",
      { access: "inactiveSubdomain", admin: false, hasCurrentTenant: false },
      "tenantAdmin",
      { allowed: false, reason: "inactiveSubdomain", screen: "inactiveSubdomain", code: "FORBIDDEN" },
    ],
    [
      "inactive subdomain: a user route (e.g. switching away) still works",
      { access: "inactiveSubdomain", admin: false, hasCurrentTenant: false },
      "user",
      { allowed: true },
    ],
    [
      "no membership the parent service accepts: forbidden",
      { access: "forbidden", admin: false, hasCurrentTenant: false },
      "tenantAdmin",
      { allowed: false, reason: "forbidden", screen: "forbidden", code: "FORBIDDEN" },
    ],
  ];
  it.each(rows)("%s", (_name, principal, level, expected) => {
    expect(decideTenantAccess(principal, level)).toEqual(expected);
  });
});

describe("blockedActionScreen: admin-only actions on app pages", () => {
  it.each([
    ["admin", "ipBlocked", "ipBlocked"],
    ["admin", "inactiveSubdomain", "inactiveSubdomain"],
    ["admin", "paymentRequired", "paymentRequired"],
    ["admin", "ok", null],
    ["admin", null, null],
    ["login", "ipBlocked", null],
    ["none", "paymentRequired", null],
  ] as const)("requires %s with %s → %s", (requires, access, expected) => {
    expect(blockedActionScreen(requires, access)).toBe(expected);
  });
});
