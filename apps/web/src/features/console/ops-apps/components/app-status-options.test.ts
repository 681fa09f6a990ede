import { describe, expect, it } from "vitest";
import { publicAppPath, statusChangeOptions } from "./app-status-options";

// DOMAIN.md "Apps": the status form offers exactly the moves of the domain's transition table.
describe("the status form's options", () => {
  it.each([
    ["draft", ["upcoming", "published", "archived"]],
    ["upcoming", ["draft", "published", "archived"]],
    ["published", ["discontinued", "archived"]],
    ["discontinued", ["published", "archived"]],
    ["archived", ["draft"]],
  ] as const)("from %s offers %j and never the status itself", (current, offered) => {
    expect(statusChangeOptions(current)).toEqual(offered);
    expect(statusChangeOptions(current)).not.toContain(current);
  });
});

describe("the link to the public page", () => {
  it.each([
    ["draft", null],
    ["upcoming", "/apps/kintai"],
    ["published", "/apps/kintai"],
    ["discontinued", "/apps/kintai"],
    ["archived", null],
  ] as const)("for a %s app is %s", (status, path) => {
    expect(publicAppPath({ code: "kintai", status })).toBe(path);
  });
});
