import { describe, expect, it } from "vitest";
import { addedByChange, grantedScopeUnion, pendingScopeUpdate } from "./scope-update";

describe("pendingScopeUpdate", () => {
  const requested = ["employees:read", "attendance:write", "leave:read"];
  it.each([
    {
      case: "the grant covers what the app asks",
      granted: ["attendance:write", "employees:read", "leave:read"],
      declined: null,
      expected: null,
    },
    { case: "a grant from before scopes covers it", granted: null, declined: null, expected: null },
    {
      case: "the update adds a scope",
      granted: ["employees:read", "attendance:write"],
      declined: null,
      expected: {
        requested: ["attendance:write", "employees:read", "leave:read"],
        added: ["leave:read"],
        kept: ["attendance:write", "employees:read"],
      },
    },
    {
      case: "the admins declined exactly this request",
      granted: ["employees:read", "attendance:write"],
      declined: ["leave:read", "employees:read", "attendance:write"],
      expected: null,
    },
    {
      case: "a later update asks again after a decline",
      granted: ["employees:read"],
      declined: ["employees:read", "attendance:write"],
      expected: {
        requested: ["attendance:write", "employees:read", "leave:read"],
        added: ["attendance:write", "leave:read"],
        kept: ["employees:read"],
      },
    },
    {
      case: "an app installed with no scopes gains one",
      granted: [],
      declined: null,
      expected: {
        requested: ["attendance:write", "employees:read", "leave:read"],
        added: ["attendance:write", "employees:read", "leave:read"],
        kept: [],
      },
    },
  ])("$case", ({ granted, declined, expected }) => {
    expect(pendingScopeUpdate({ grantedScopes: granted, declinedScopes: declined }, requested)).toEqual(expected);
  });
});

describe("grantedScopeUnion", () => {
  it("joins the scopes of a shared account's apps, sorted and without repeats", () => {
    expect(
      grantedScopeUnion([{ scopes: ["leave:read", "employees:read"] }, { scopes: ["employees:read"] }, { scopes: [] }]),
    ).toEqual(["employees:read", "leave:read"]);
  });
});

describe("addedByChange", () => {
  it.each([
    { case: "a new app adds nothing to a grant", before: null, after: ["employees:read"], expected: [] },
    {
      case: "a third scope",
      before: ["b:read", "a:read"],
      after: ["a:read", "b:read", "c:write"],
      expected: ["c:write"],
    },
    { case: "a scope removed", before: ["a:read", "b:read"], after: ["a:read"], expected: [] },
  ])("$case", ({ before, after, expected }) => {
    expect(addedByChange(before, after)).toEqual(expected);
  });
});
