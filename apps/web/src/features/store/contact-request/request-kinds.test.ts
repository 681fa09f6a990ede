import { describe, expect, it } from "vitest";
import { requestKindsOf } from "./request-kinds";

describe("requestKindsOf", () => {
  it.each([
    ["demo", ["demo"]],
    ["inquiry", ["inquiry"]],
    ["demo_and_inquiry", ["demoAndInquiry", "demo", "inquiry"]],
    ["trial", ["trial"]],
    ["none", []],
    ["close_soon", []],
  ] as const)("%s offers %j", (type, kinds) => {
    expect(requestKindsOf(type)).toEqual(kinds);
  });
});
