import { describe, expect, it } from "vitest";
import { accountCallbackUrl } from "./account-paths";

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
