import { describe, expect, it } from "vitest";
import { issuesByField } from "../validation";
import { providerUserState, ZCreateAppProviderRequest } from "./provider";

describe("providerUserState", () => {
  it.each([
    ["invited: no password yet", { hasPassword: false, suspendedAt: null }, "invited"],
    ["active: accepted", { hasPassword: true, suspendedAt: null }, "active"],
    ["suspended after accepting", { hasPassword: true, suspendedAt: new Date() }, "suspended"],
    ["suspended before accepting", { hasPassword: false, suspendedAt: "2026-11-01T00:00:00Z" }, "suspended"],
  ] as const)("%s", (_, user, state) => {
    expect(providerUserState(user)).toBe(state);
  });
});

describe("ZCreateAppProviderRequest", () => {
  const valid = {
    name: " Hoshizora Payroll ",
    email: "contact@hoshizora.example",
    firstUser: { firstName: "Ren", lastName: "Hoshino", email: "Ren@Hoshizora.example " },
    locale: "en-us",
  };

  it("trims, lower-cases the user's address, and leaves the optional fields out", () => {
    expect(ZCreateAppProviderRequest.parse(valid)).toEqual({
      name: "Hoshizora Payroll",
      email: "contact@hoshizora.example",
      firstUser: { firstName: "Ren", lastName: "Hoshino", email: "ren@hoshizora.example" },
      locale: "en-us",
    });
    expect(ZCreateAppProviderRequest.parse({ ...valid, url: "", description: "" })).toMatchObject({
      url: null,
      description: "",
    });
  });

  it.each([
    ["no name", { name: "" }, "name"],
    ["an address that is not one", { email: "contact" }, "email"],
    ["a url without http(s)", { url: "javascript:alert(1)" }, "url"],
    ["no first user's address", { firstUser: { firstName: "A", lastName: "B", email: "" } }, "firstUser.email"],
    [
      "no first user's first name",
      { firstUser: { firstName: " ", lastName: "B", email: "a@b.example" } },
      "firstUser.firstName",
    ],
    ["a language the store does not speak", { locale: "fr" }, "locale"],
  ])("refuses %s, naming the field", (_, change, field) => {
    const parsed = ZCreateAppProviderRequest.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(issuesByField(parsed.error))).toEqual([field]);
  });
});
