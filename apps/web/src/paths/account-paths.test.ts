import { describe, expect, it } from "vitest";
import { accountAreaOf, accountCallbackUrl, accountSignInUrl, isAccountAuthPage } from "./account-paths";

const ORIGIN = "https://store.example";

describe("accountCallbackUrl", () => {
  const rows: [string, string | null, "providerUser" | "operator", string][] = [
    ["none: the provider's home", null, "providerUser", "/developers"],
    ["none: the operator's home", null, "operator", "/ops"],
    ["a page of the area, with its query", "/developers/apps?page=2", "providerUser", "/developers/apps?page=2"],
    ["the area's home itself", "/developers", "providerUser", "/developers"],
    [
      "an absolute URL of this site",
      `${ORIGIN}/developers/app_provider/edit`,
      "providerUser",
      "/developers/app_provider/edit",
    ],
    ["another site", "https://evil.example/developers", "providerUser", "/developers"],
    ["a protocol-relative URL", "//evil.example/developers", "providerUser", "/developers"],
    ["a backslash trick", "/\\evil.example", "providerUser", "/developers"],
    ["javascript:", "javascript:alert(1)", "providerUser", "/developers"],
    ["a store page outside the area", "/tenant_admin", "providerUser", "/developers"],
    ["a look-alike prefix", "/developersx/evil", "providerUser", "/developers"],
    ["the operator area for a provider", "/ops", "providerUser", "/developers"],
    ["the developer area for an operator", "/developers/apps", "operator", "/ops"],
    [
      "a page of the operator's area",
      "/ops/change_requests?status=pending",
      "operator",
      "/ops/change_requests?status=pending",
    ],
    ["the sign-in page itself (no loop)", "/developers/auth/sign_in?callbackUrl=/x", "providerUser", "/developers"],
    ["the reset request page", "/developers/auth/password", "providerUser", "/developers"],
    ["the invitation page", "/developers/auth/invitation/accept?invitation_token=t", "providerUser", "/developers"],
    ["the operator's sign-in page", "/ops/sign_in", "operator", "/ops"],
    [
      "the password edit page (signed-in change) is a place to return to",
      "/developers/auth/password/edit",
      "providerUser",
      "/developers/auth/password/edit",
    ],
  ];
  it.each(rows)("%s", (_, raw, audience, expected) => {
    expect(accountCallbackUrl(raw, audience, ORIGIN)).toBe(expected);
  });
});

describe("the account areas and their signed-out pages", () => {
  it.each([
    ["/developers", "providerUser"],
    ["/developers/apps/3/edit/draft_apps/7/preview", "providerUser"],
    ["/ops", "operator"],
    ["/ops/change_requests/1", "operator"],
    ["/developersx", null],
    ["/apps/ops", null],
    ["/", null],
  ])("%s is in the area of %s", (path, audience) => {
    expect(accountAreaOf(path)).toBe(audience);
  });

  it.each([
    ["providerUser", "/developers/auth/sign_in", true],
    ["providerUser", "/developers/auth/password", true],
    ["providerUser", "/developers/auth/password/edit", true],
    ["providerUser", "/developers/auth/invitation/accept", true],
    ["providerUser", "/developers/auth/other", false],
    ["providerUser", "/developers/apps", false],
    ["operator", "/ops/sign_in", true],
    ["operator", "/ops/auth/password/edit", true],
    ["operator", "/ops/sign_inx", false],
    ["operator", "/ops/apps", false],
  ] as const)("for %s, %s is reached signed out: %s", (audience, path, expected) => {
    expect(isAccountAuthPage(audience, path)).toBe(expected);
  });

  it("sends to the audience's sign-in page with a return path of this site only", () => {
    expect(accountSignInUrl("operator", "/ops/apps?status=draft")).toBe(
      "/ops/sign_in?callbackUrl=%2Fops%2Fapps%3Fstatus%3Ddraft",
    );
    expect(accountSignInUrl("providerUser", "https://evil.example/")).toBe("/developers/auth/sign_in?callbackUrl=%2F");
  });
});
