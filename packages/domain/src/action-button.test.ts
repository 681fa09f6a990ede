import { describe, expect, it } from "vitest";
import { decideAppAction, gateAction, type TActionApp, type TViewer } from "./action-button";

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
  suiteIdpUrl: null,
  supportedSuiteOptions: [],
  plan: null,
};
const idp = [{ featureType: "idp" as const }];
const data = [{ featureType: "suite_data" as const }];
const both = [...idp, ...data];
const APP_URL = "https://app.example/";
const DATA_URL = "https://suite.example/data";
const IDP_URL = "https://suite.example/idp";

// One row per step and sub-step of SPEC §4 'App action button', for a tenant admin.
const rows: [string, Partial<TActionApp>, unknown][] = [
  [
    "1. upcoming: coming soon, before anything else",
    { status: "upcoming", isSuiteOptionWithSubscription: true },
    { kind: "comingSoon" },
  ],
  [
    "2. option with subscription: request trial",
    { integrationType: "suite_option", isSuiteOptionWithSubscription: true },
    { kind: "requestTrial", requires: "login", gate: "proceed" },
  ],
  [
    "2. paid option, not installable: treated as with subscription",
    { integrationType: "suite_option", installable: false, plan: { priceType: "paid" } },
    { kind: "requestTrial", requires: "login", gate: "proceed" },
  ],
  [
    "2. free option, not installable: not a trial (hidden by step 3)",
    { integrationType: "suite_option", installable: false, plan: { priceType: "free" } },
    { kind: "hidden" },
  ],
  [
    "3. discontinued: hidden, said so",
    { status: "discontinued", installed: true, url: APP_URL },
    { kind: "discontinued" },
  ],
  ["3. not installed, not installable, not data-only: hidden", { installable: false }, { kind: "hidden" }],
  [
    "3. not installable but data-integration only: goes on",
    { installable: false, suiteDataIntegrationOnly: true, supportedSuiteOptions: data },
    { kind: "installSuiteData", requires: "admin", gate: "proceed" },
  ],
  [
    "4. installed install-type with url: open app",
    { integrationType: "install", installed: true, url: APP_URL, supportedSuiteOptions: both },
    { kind: "openApp", url: APP_URL, requires: "none", gate: "proceed" },
  ],
  [
    "4. installed option without url: already integrated",
    { integrationType: "suite_option", installed: true },
    { kind: "alreadyIntegrated" },
  ],
  [
    "4. installed labs with url: open app",
    { integrationType: "suite_labs", installed: true, url: APP_URL },
    { kind: "openApp", url: APP_URL, requires: "none", gate: "proceed" },
  ],
  [
    "4. installed connect, no supported options, no url: already integrated",
    { installed: true },
    { kind: "alreadyIntegrated" },
  ],
  [
    "4. installed adapt, no supported options, url: open app",
    { integrationType: "adapt", installed: true, url: APP_URL },
    { kind: "openApp", url: APP_URL, requires: "none", gate: "proceed" },
  ],
  [
    "4. installed, only idp, with url: menu of open app and the IdP function",
    { installed: true, url: APP_URL, suiteIdpUrl: IDP_URL, supportedSuiteOptions: idp },
    {
      kind: "menu",
      items: [
        { kind: "openApp", url: APP_URL, requires: "none", gate: "proceed" },
        { kind: "openIdp", url: IDP_URL, requires: "login", gate: "proceed" },
      ],
    },
  ],
  [
    "4. installed, only idp, no url: menu of already integrated and the IdP function",
    { installed: true, suiteIdpUrl: IDP_URL, supportedSuiteOptions: idp },
    {
      kind: "menu",
      items: [
        { kind: "alreadyIntegrated", requires: "none", gate: "proceed" },
        { kind: "openIdp", url: IDP_URL, requires: "login", gate: "proceed" },
      ],
    },
  ],
  [
    "4. installed, only data, data installed: open the data page",
    { installed: true, suiteDataInstalled: true, suiteDataUrl: DATA_URL, supportedSuiteOptions: data },
    { kind: "openSuiteData", url: DATA_URL, requires: "login", gate: "proceed" },
  ],
  [
    "4. installed, only data, data not installed: install it",
    { installed: true, suiteDataUrl: DATA_URL, supportedSuiteOptions: data },
    { kind: "installSuiteData", requires: "admin", gate: "proceed" },
  ],
  [
    "4. installed, several features, data installed: menu opening the data URL, and IdP",
    {
      installed: true,
      suiteDataInstalled: true,
      suiteDataUrl: DATA_URL,
      suiteIdpUrl: IDP_URL,
      supportedSuiteOptions: both,
    },
    {
      kind: "menu",
      items: [
        { kind: "openDataIntegration", url: DATA_URL, requires: "admin", gate: "proceed" },
        { kind: "openIdp", url: IDP_URL, requires: "login", gate: "proceed" },
      ],
    },
  ],
  [
    "4. installed, several features, data not installed: menu going to the detail page, and IdP",
    { installed: true, suiteDataUrl: DATA_URL, suiteIdpUrl: IDP_URL, supportedSuiteOptions: both },
    {
      kind: "menu",
      items: [
        { kind: "openDataIntegration", url: null, requires: "admin", gate: "proceed" },
        { kind: "openIdp", url: IDP_URL, requires: "login", gate: "proceed" },
      ],
    },
  ],
  [
    "5. not installed install-type: add-on install",
    { integrationType: "install" },
    { kind: "installAddon", requires: "admin", gate: "proceed" },
  ],
  [
    "5. not installed option (no subscription): add-on install",
    { integrationType: "suite_option", plan: { priceType: "paid" } },
    { kind: "installAddon", requires: "admin", gate: "proceed" },
  ],
  [
    "5. not installed labs: add-on install",
    { integrationType: "suite_labs" },
    { kind: "installAddon", requires: "admin", gate: "proceed" },
  ],
  [
    "5. not installed connect, no supported options: start integration",
    {},
    { kind: "startIntegration", requires: "admin", gate: "proceed" },
  ],
  [
    "5. not installed adapt, no supported options: start integration",
    { integrationType: "adapt" },
    { kind: "startIntegration", requires: "admin", gate: "proceed" },
  ],
  [
    "5. not installed, single data, data installed: open data",
    { suiteDataInstalled: true, suiteDataUrl: DATA_URL, supportedSuiteOptions: data },
    { kind: "openSuiteData", url: DATA_URL, requires: "login", gate: "proceed" },
  ],
  [
    "5. not installed, single data, data not installed: install data",
    { supportedSuiteOptions: data },
    { kind: "installSuiteData", requires: "admin", gate: "proceed" },
  ],
  [
    "5. not installed, single idp: menu to connect, with the IdP function",
    { suiteIdpUrl: IDP_URL, supportedSuiteOptions: idp },
    {
      kind: "menu",
      items: [
        { kind: "connectIdp", requires: "admin", gate: "proceed" },
        { kind: "openIdp", url: IDP_URL, requires: "login", gate: "proceed" },
      ],
    },
  ],
  [
    "5. not installed, several features: the menu",
    { suiteIdpUrl: IDP_URL, supportedSuiteOptions: both },
    {
      kind: "menu",
      items: [
        { kind: "startIntegrationMenu", requires: "admin", gate: "proceed" },
        { kind: "openDataIntegration", url: null, requires: "admin", gate: "proceed" },
        { kind: "openIdp", url: IDP_URL, requires: "login", gate: "proceed" },
      ],
    },
  ],
];

describe("app action button (SPEC §4), as a tenant admin", () => {
  it.each(rows)("%s", (_name, overrides, expected) => {
    expect(decideAppAction({ ...base, ...overrides }, "tenantAdmin")).toEqual(expected);
  });
});

describe("who may act (SPEC §6)", () => {
  it.each([
    ["none", "visitor", "proceed"],
    ["login", "visitor", "loggedInUserOnlyDialog"],
    ["login", "tenantUser", "proceed"],
    ["login", "tenantAdmin", "proceed"],
    ["admin", "visitor", "adminLoginDialog"],
    ["admin", "tenantUser", "adminUserOnlyDialog"],
    ["admin", "tenantAdmin", "proceed"],
  ] as const)("%s action by a %s: %s", (requires, viewer, gate) => {
    expect(gateAction(requires, viewer)).toBe(gate);
  });

  it.each([
    ["visitor", "adminLoginDialog"],
    ["tenantUser", "adminUserOnlyDialog"],
    ["tenantAdmin", "proceed"],
  ] as [TViewer, string][])("install by a %s: %s", (viewer, gate) => {
    expect(decideAppAction({ ...base, integrationType: "install" }, viewer)).toMatchObject({
      kind: "installAddon",
      gate,
    });
  });

  it.each([
    ["visitor", "loggedInUserOnlyDialog"],
    ["tenantUser", "proceed"],
  ] as [TViewer, string][])("trial request by a %s: %s", (viewer, gate) => {
    expect(
      decideAppAction({ ...base, integrationType: "suite_option", isSuiteOptionWithSubscription: true }, viewer),
    ).toMatchObject({
      kind: "requestTrial",
      gate,
    });
  });

  it("start integration by a signed-in non-admin asks for an admin account", () => {
    expect(decideAppAction(base, "tenantUser")).toMatchObject({
      kind: "startIntegration",
      gate: "adminUserOnlyDialog",
    });
  });
});
