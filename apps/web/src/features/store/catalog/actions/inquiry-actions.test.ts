import type { TPrimaryActionType } from "@store/domain/enums";
import { describe, expect, it } from "vitest";
import { inquiryActions } from "./inquiry-actions";

const OWN = "https://p.example/inquiry";
const DEMO = "https://p.example/demo";
const CONTACT = "https://p.example/contact";

function app(primaryActionType: TPrimaryActionType, overrides: Partial<Parameters<typeof inquiryActions>[0]> = {}) {
  return {
    code: "crm",
    status: "published" as const,
    primaryActionType,
    action: { inquiryActionType: "url" as const, inquiryUrl: OWN, triable: true },
    demoRequestUrl: DEMO,
    contactUrl: CONTACT,
    ...overrides,
  };
}

describe("inquiry actions by primary action type", () => {
  it.each([
    ["demo", [{ kind: "demo", href: DEMO }], false],
    ["inquiry", [{ kind: "inquiry", href: OWN }], false],
    [
      "demo_and_inquiry",
      [
        { kind: "demo", href: DEMO },
        { kind: "inquiry", href: OWN },
      ],
      false,
    ],
    ["trial", [{ kind: "trial", href: OWN }], false],
    ["none", [], false],
    ["close_soon", [], true],
  ] as const)("%s", (type, links, closeSoon) => {
    expect(inquiryActions(app(type))).toEqual({ links, closeSoon });
  });

  it("leaves out the trial link when the primary action already requests a trial (one clear action)", () => {
    expect(inquiryActions(app("trial"), "requestTrial").links).toEqual([]);
    expect(inquiryActions(app("inquiry"), "requestTrial").links).toEqual([{ kind: "inquiry", href: OWN }]);
    expect(inquiryActions(app("trial"), "installAddon").links).toEqual([{ kind: "trial", href: OWN }]);
  });

  it("offers a discontinued app's visitors no way to send a new request", () => {
    for (const type of ["demo", "demo_and_inquiry", "trial"] as const) {
      expect(inquiryActions(app(type, { status: "discontinued" }))).toEqual({ links: [], closeSoon: false });
    }
  });

  it("leads to the store's contact page, on the pressed kind, when inquiries go through the store's form", () => {
    const viaForm = app("demo_and_inquiry", { action: { inquiryActionType: "form", inquiryUrl: OWN, triable: false } });
    expect(inquiryActions(viaForm).links).toEqual([
      { kind: "demo", href: "/apps/crm/contact?kind=demo" },
      { kind: "inquiry", href: "/apps/crm/contact?kind=inquiry" },
    ]);
    const trial = app("trial", { action: { inquiryActionType: "form", inquiryUrl: null, triable: true } });
    expect(inquiryActions(trial).links).toEqual([{ kind: "trial", href: "/apps/crm/contact?kind=trial" }]);
  });

  it("falls back to another provider page, and leaves out a link with nowhere to go", () => {
    expect(inquiryActions(app("demo", { demoRequestUrl: null })).links).toEqual([{ kind: "demo", href: OWN }]);
    const nowhere = app("inquiry", {
      action: { inquiryActionType: "url", inquiryUrl: null, triable: false },
      contactUrl: null,
      demoRequestUrl: null,
    });
    expect(inquiryActions(nowhere).links).toEqual([]);
  });

  it("offers a trial only for a triable app", () => {
    const notTriable = app("trial", { action: { inquiryActionType: "url", inquiryUrl: OWN, triable: false } });
    expect(inquiryActions(notTriable).links).toEqual([]);
  });
});
