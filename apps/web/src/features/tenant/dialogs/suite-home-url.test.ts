import { describe, expect, it } from "vitest";
import { suiteHomeUrl } from "./suite-home-url";

describe("the logout dialog's link (SPEC §2 Logout)", () => {
  it("goes to the parent service's home on the current tenant's subdomain", () => {
    expect(suiteHomeUrl("http://localhost:3001", "sakura-shoji")).toBe("http://localhost:3001/?tenant=sakura-shoji");
  });

  it("goes to the plain home page without a current tenant", () => {
    expect(suiteHomeUrl("https://suite.example", null)).toBe("https://suite.example/");
  });
});
