import { describe, expect, it } from "vitest";
import { offeredKindsOf, ownInquiryUrlOf } from "./contact-request-kinds";

describe("the kinds an app's contact form offers (SPEC §3, §4)", () => {
  it.each([
    ["demo", "connect", ["demo"]],
    ["inquiry", "connect", ["inquiry"]],
    ["demo_and_inquiry", "connect", ["demoAndInquiry", "demo", "inquiry"]],
    ["trial", "connect", ["trial"]],
    ["none", "connect", []],
    ["close_soon", "connect", []],
    // A suite option's action is 'request trial' (SPEC §4 App action button 2), whatever else it offers.
    ["none", "suite_option", ["trial"]],
    ["inquiry", "suite_option", ["inquiry", "trial"]],
    ["trial", "suite_option", ["trial"]],
  ] as const)("%s (%s): %o", (primaryActionType, integrationType, kinds) => {
    expect(offeredKindsOf({ primaryActionType, integrationType })).toEqual(kinds);
  });
});

describe("the provider's own inquiry URL", () => {
  it("is the app's inquiry URL when its inquiries go there, and a safe link only", () => {
    expect(ownInquiryUrlOf({ inquiryActionType: "url", inquiryUrl: "https://p.example/contact" })).toBe(
      "https://p.example/contact",
    );
    expect(ownInquiryUrlOf({ inquiryActionType: "form", inquiryUrl: "https://p.example/contact" })).toBeNull();
    expect(ownInquiryUrlOf({ inquiryActionType: "url", inquiryUrl: "javascript:alert(1)" })).toBeNull();
  });
});
