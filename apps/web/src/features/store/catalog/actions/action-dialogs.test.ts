import { decideAppAction, type TActionApp } from "@store/domain/action-button";
import type { TTenantAccess } from "@store/domain/tenant-access";
import { describe, expect, it } from "vitest";
import { dialogForGate, pressEffect, tenantAccessEffect } from "./action-dialogs";
import { blockedAdminScreen } from "./blocked-admin-screen";

const ref = { code: "x-app", name: "X" };
const base: TActionApp = {
  status: "published",
  integrationType: "connect",
  installable: true,
  installed: false,
  suiteDataIntegrationOnly: false,
  suiteDataInstalled: false,
  isSuiteOptionWithSubscription: false,
  url: null,
  suiteDataUrl: null,
  suiteIdpUrl: "https://suite.example/idp",
  supportedSuiteOptions: [],
  plan: null,
};

function press(app: Partial<TActionApp>, viewer: "visitor" | "tenantUser" | "tenantAdmin") {
  const action = decideAppAction({ ...base, ...app }, viewer);
  if (!("gate" in action)) throw new Error(`${action.kind} cannot be pressed`);
  return pressEffect(action, ref);
}

describe("what pressing an app action does", () => {
  it.each([
    ["proceed", null],
    ["loggedInUserOnlyDialog", { kind: "loggedInUserOnly", props: {} }],
    ["adminLoginDialog", { kind: "login", props: { adminRequired: true } }],
    ["adminUserOnlyDialog", { kind: "adminUserOnly", props: {} }],
  ] as const)("a %s gate opens %o", (gate, dialog) => {
    expect(dialogForGate(gate)).toEqual(dialog);
  });

  it("asks a visitor starting an integration to sign in as an admin", () => {
    expect(press({}, "visitor")).toEqual({ type: "dialog", dialog: { kind: "login", props: { adminRequired: true } } });
  });

  it("tells a signed-in non-admin that admin authority is needed, and lets them ask the admins for the app", () => {
    expect(press({ integrationType: "install" }, "tenantUser")).toEqual({
      type: "dialog",
      dialog: { kind: "adminUserOnly", props: { code: "x-app", name: "X" } },
    });
  });

  it("asks a visitor requesting a trial to sign in", () => {
    expect(press({ integrationType: "suite_option", isSuiteOptionWithSubscription: true }, "visitor")).toEqual({
      type: "dialog",
      dialog: { kind: "loggedInUserOnly", props: {} },
    });
  });

  it("takes a signed-in user's trial request to the app's contact page, not the document dialog", () => {
    const option = { integrationType: "suite_option", isSuiteOptionWithSubscription: true } as const;
    expect(press(option, "tenantUser")).toEqual({ type: "navigate", href: "/apps/x-app/contact?kind=trial" });
  });

  it("opens the install dialog, the connection dialog or the data-app dialog for an admin", () => {
    expect(press({ integrationType: "install" }, "tenantAdmin")).toEqual({
      type: "dialog",
      dialog: { kind: "installApp", props: ref },
    });
    expect(press({}, "tenantAdmin")).toEqual({ type: "dialog", dialog: { kind: "installApp", props: ref } });
    // A single method, IdP: its connect flow, with no choice to make.
    const idpOnly = decideAppAction({ ...base, supportedSuiteOptions: [{ featureType: "idp" }] }, "tenantAdmin");
    const [connectIdp] = idpOnly.kind === "menu" ? idpOnly.items : [];
    if (connectIdp?.kind !== "connectIdp") throw new Error("expected the menu to connect with the IdP");
    expect(pressEffect(connectIdp, ref)).toEqual({
      type: "dialog",
      dialog: { kind: "installApp", props: ref },
    });
    expect(
      press(
        { supportedSuiteOptions: [{ featureType: "suite_data" }], suiteDataUrl: "https://d.example" },
        "tenantAdmin",
      ),
    ).toEqual({ type: "dialog", dialog: { kind: "suiteDataPageNavigation", props: ref } });
  });

  it("opens the data page in a new tab once the data app is installed", () => {
    expect(
      press(
        {
          supportedSuiteOptions: [{ featureType: "suite_data" }],
          suiteDataInstalled: true,
          suiteDataUrl: "https://d.example",
        },
        "tenantUser",
      ),
    ).toEqual({ type: "open", url: "https://d.example" });
  });

  it("offers the connection dialog, and goes to the data app's page from the menu when the data app is missing", () => {
    const action = decideAppAction(
      { ...base, supportedSuiteOptions: [{ featureType: "idp" }, { featureType: "suite_data" }] },
      "tenantAdmin",
    );
    if (action.kind !== "menu") throw new Error("expected the menu");
    expect(action.items.map((item) => pressEffect(item, ref))).toEqual([
      { type: "dialog", dialog: { kind: "connection", props: ref } },
      { type: "navigate", href: "/apps/suite-data" },
      { type: "open", url: "https://suite.example/idp" },
    ]);
  });
});

describe("admin-only actions of a member whose tenant is blocked (issue 8)", () => {
  function pressBlocked(app: Partial<TActionApp>, viewer: "tenantUser" | "tenantAdmin", access: TTenantAccess) {
    const action = decideAppAction({ ...base, ...app }, viewer);
    if (!("gate" in action)) throw new Error(`${action.kind} cannot be pressed`);
    return tenantAccessEffect(
      action,
      blockedAdminScreen({ access, subdomain: access === "inactiveSubdomain" ? "hoshi-kensetsu" : null }),
    );
  }

  it.each([
    ["ipBlocked", "tenantUser", "ipBlocked", null],
    ["inactiveSubdomain", "tenantUser", "inactiveSubdomain", "hoshi-kensetsu"],
    ["paymentRequired", "tenantAdmin", "paymentRequired", null],
  ] as const)(
    "%s: the %s's install opens the %s screen, not 'admin authority needed'",
    (access, viewer, screen, sub) => {
      expect(pressBlocked({ integrationType: "install" }, viewer, access)).toEqual({
        type: "dialog",
        dialog: { kind: "tenantAccess", props: { screen, subdomain: sub } },
      });
    },
  );

  it("leaves login-level actions and unblocked tenants alone", () => {
    expect(
      pressBlocked({ integrationType: "suite_option", isSuiteOptionWithSubscription: true }, "tenantUser", "ipBlocked"),
    ).toBeNull();
    expect(pressBlocked({ integrationType: "install" }, "tenantAdmin", "ok")).toBeNull();
  });
});
