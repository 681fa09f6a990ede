import { describe, expect, it } from "vitest";
import {
  groupScopeViews,
  missingScopes,
  redirectUriIssue,
  registrationKind,
  scopeDifference,
  scopeViews,
  type TScopeCatalogue,
} from "./integration";

const CATALOGUE: TScopeCatalogue = {
  version: "test",
  scopes: [
    {
      name: "employees:read",
      resource: "employees",
      access: "read",
      label: { ja: "従業員情報の参照", "en-us": "Read employee records" },
      description: { ja: "氏名と所属を読みます", "en-us": "Names and departments" },
    },
    {
      name: "attendance:write",
      resource: "attendance",
      access: "write",
      label: { ja: "勤怠の変更" },
      description: { ja: "打刻を書き込みます" },
    },
  ],
  integrationTypes: { connect: ["employees:read", "attendance:write"] },
};

describe("scope views", () => {
  it("reads labels in the viewer's language, falls back to Japanese, and keeps unknown names as they are", () => {
    const views = scopeViews(CATALOGUE, ["attendance:write", "employees:read", "leave:write"], "en-us");
    expect(views.map((view) => `${view.access} ${view.label}`)).toEqual([
      "read Read employee records",
      "write 勤怠の変更",
      "write leave:write",
    ]);
    const { read, write } = groupScopeViews(views);
    expect(read.map((view) => view.name)).toEqual(["employees:read"]);
    expect(write.map((view) => view.name)).toEqual(["attendance:write", "leave:write"]);
  });

  it("shows names alone when the catalogue could not be read", () => {
    expect(scopeViews(null, ["employees:read"], "ja")).toEqual([
      { name: "employees:read", access: "read", label: "employees:read", description: "" },
    ]);
  });
});

describe("scope sets", () => {
  it("tells what a change adds and removes", () => {
    expect(scopeDifference(["a:read", "b:read"], ["b:read", "c:write", "a:write"])).toEqual({
      added: ["a:write", "c:write"],
      removed: ["a:read"],
      kept: ["b:read"],
    });
  });

  it("asks a tenant only for what it has not granted; a grant from before scopes covers what was asked then", () => {
    expect(missingScopes(["a:read"], ["a:read", "b:write"])).toEqual(["b:write"]);
    expect(missingScopes(["a:read", "b:write"], ["a:read"])).toEqual([]);
    expect(missingScopes(null, ["a:read"])).toEqual([]);
  });
});

describe("registrations", () => {
  it("needs an OAuth client for connect and adapt, an add-on for install and labs, nothing for options", () => {
    expect(registrationKind("connect")).toBe("oauthClient");
    expect(registrationKind("adapt")).toBe("oauthClient");
    expect(registrationKind("install")).toBe("addon");
    expect(registrationKind("suite_labs")).toBe("addon");
    expect(registrationKind("suite_option")).toBe("none");
  });

  it("accepts https redirect URIs, http only on the loopback host when allowed", () => {
    expect(redirectUriIssue("https://app.example/callback", false)).toBeNull();
    expect(redirectUriIssue("http://app.example/callback", true)).toBe("httpsRequired");
    expect(redirectUriIssue("http://localhost:4000/cb", false)).toBe("httpsRequired");
    expect(redirectUriIssue("http://localhost:4000/cb", true)).toBeNull();
    expect(redirectUriIssue("https://app.example/cb#frag", false)).toBe("invalid");
    expect(redirectUriIssue("javascript:alert(1)", true)).toBe("invalid");
    expect(redirectUriIssue("not a url", false)).toBe("invalid");
  });
});
