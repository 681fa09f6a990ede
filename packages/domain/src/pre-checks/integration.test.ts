import { describe, expect, it } from "vitest";
import type { TScopeCatalogue } from "../integration";
import { emptyAppContent, type TAppContent } from "../schemas/app-content";
import { integrationFindings, listingRefusals, type TIntegrationFacts } from "./integration";

const label = (text: string) => ({ ja: text, "en-us": text });

const CATALOGUE: TScopeCatalogue = {
  version: "test",
  scopes: [
    {
      name: "employees:read",
      resource: "employees",
      access: "read",
      label: label("従業員の参照"),
      description: label(""),
    },
    {
      name: "employees:write",
      resource: "employees",
      access: "write",
      label: label("従業員の変更"),
      description: label(""),
    },
    { name: "payroll:read", resource: "payroll", access: "read", label: label("給与の参照"), description: label("") },
  ],
  integrationTypes: { connect: ["employees:read", "employees:write", "payroll:read"], install: ["employees:read"] },
};

const ITEM = { id: 1, suite: "従業員", targetService: "勤怠", direction: "to_service" as const };

function content(overrides: Partial<TAppContent> = {}, integration: Partial<TAppContent["integration"]> = {}) {
  const base = emptyAppContent();
  return {
    ...base,
    code: "kintai",
    connection: { image: null, note: null, plans: [], basicItems: [ITEM], groupItems: [], customItems: [] },
    ...overrides,
    integration: { ...base.integration, oauthClientId: "client-1", scopes: ["employees:read"], ...integration },
  };
}

const ADDON = { registered: true, state: "active" as const, addonUrl: "https://addon.example/kintai" };

const facts = (
  client: Partial<NonNullable<TIntegrationFacts["client"]>> | null = {},
  addon: Partial<NonNullable<TIntegrationFacts["addon"]>> | null = {},
): TIntegrationFacts => ({
  catalogue: CATALOGUE,
  allowLoopbackHttp: false,
  addon: addon === null ? null : { ...ADDON, scopes: ["employees:read"], ...addon },
  client:
    client === null
      ? null
      : {
          registered: true,
          state: "active",
          redirectUris: ["https://kintai.example/callback"],
          scopes: ["employees:read", "employees:write"],
          ...client,
        },
});

const codes = (findings: { code: string; outcome: string }[]) => findings.map((f) => `${f.outcome} ${f.code}`);

describe("the integration rule", () => {
  it("passes a connect app with an active client, https redirect URIs and registered scopes its table explains", () => {
    expect(integrationFindings(content(), facts())).toEqual([]);
    expect(listingRefusals(content(), facts())).toEqual([]);
  });

  it("warns while the registration is missing, and the listing gate refuses it", () => {
    const none = content({}, { oauthClientId: null });
    expect(codes(integrationFindings(none, facts(null)))).toEqual(["warning integrationClientMissing"]);
    expect(codes(listingRefusals(none, facts(null)))).toEqual(["failed integrationClientMissing"]);
    expect(codes(listingRefusals(content(), facts(null)))).toEqual(["failed integrationClientUnknown"]);
  });

  it("refuses a disabled or forgotten client and http redirect URIs", () => {
    expect(codes(listingRefusals(content(), facts({ state: "disabled" })))).toEqual([
      "failed integrationClientDisabled",
    ]);
    expect(codes(listingRefusals(content(), facts({ state: "missing" })))).toEqual(["failed integrationClientGone"]);
    expect(codes(listingRefusals(content(), facts({ redirectUris: ["http://kintai.example/cb"] })))).toEqual([
      "failed integrationRedirectHttps",
    ]);
    const loopback = { ...facts({ redirectUris: ["http://localhost:4000/cb"] }), allowLoopbackHttp: true };
    expect(listingRefusals(content(), loopback)).toEqual([]);
  });

  it("does not ask a client the store never registered (made before issue 27) for its state", () => {
    expect(listingRefusals(content(), facts({ registered: false, state: "missing", redirectUris: [] }))).toEqual([]);
  });

  it("refuses a connection without scopes at listing, and scopes outside the catalogue, the type or the client", () => {
    expect(codes(listingRefusals(content({}, { scopes: [] }), facts()))).toEqual(["failed integrationScopesMissing"]);
    const asked = content({}, { scopes: ["leave:read", "payroll:read"] });
    expect(codes(integrationFindings(asked, facts()))).toEqual([
      "failed integrationScopeUnknown",
      "failed integrationScopeNotRegistered",
    ]);
    const install = content({ integrationType: "install" }, { scopes: ["employees:write"], addonKey: "ad_kintai" });
    expect(codes(integrationFindings(install, facts()))).toEqual([
      "failed integrationScopeNotAllowed",
      "warning integrationWriteUnexplained",
    ]);
  });

  it("needs a write scope when the connection table writes to the suite, and warns of scopes nobody explains", () => {
    const writes = content({
      connection: {
        image: null,
        note: null,
        plans: [],
        basicItems: [{ ...ITEM, direction: "both" }],
        groupItems: [],
        customItems: [],
      },
    });
    expect(codes(integrationFindings(writes, facts()))).toEqual(["failed integrationWriteScopeMissing"]);
    expect(codes(integrationFindings(content({ connection: null }), facts()))).toEqual([
      "warning integrationScopesUnexplained",
    ]);
    const asksWrite = content({}, { scopes: ["employees:read", "employees:write"] });
    expect(codes(integrationFindings(asksWrite, facts()))).toEqual(["warning integrationWriteUnexplained"]);
  });

  it("needs a registered, active add-on at an https address for install apps", () => {
    const install = content({ integrationType: "install" }, { oauthClientId: null, scopes: [], addonKey: null });
    expect(codes(integrationFindings(install, facts(null)))).toEqual(["warning integrationAddonMissing"]);
    expect(codes(listingRefusals(install, facts(null)))).toEqual(["failed integrationAddonMissing"]);
    const named = content({ integrationType: "install" }, { oauthClientId: null, addonKey: "ad_kintai" });
    expect(listingRefusals(named, facts(null))).toEqual([]);
    expect(codes(listingRefusals(named, facts(null, null)))).toEqual(["failed integrationAddonUnknown"]);
    expect(codes(listingRefusals(named, facts(null, { state: "disabled" })))).toEqual([
      "failed integrationAddonDisabled",
    ]);
    expect(codes(listingRefusals(named, facts(null, { state: "missing" })))).toEqual(["failed integrationAddonGone"]);
    expect(codes(listingRefusals(named, facts(null, { addonUrl: "http://addon.example" })))).toEqual([
      "failed integrationRedirectHttps",
    ]);
    // An add-on the store never registered (the demo seed's) is the parent service's business.
    expect(listingRefusals(named, facts(null, { registered: false, state: "missing", addonUrl: "" }))).toEqual([]);
  });

  it("checks an add-on's scopes against its registration, not a client's", () => {
    const named = content({ integrationType: "install" }, { oauthClientId: null, addonKey: "ad_kintai" });
    expect(codes(integrationFindings(named, facts(null, { scopes: [] })))).toEqual([
      "failed integrationScopeNotRegistered",
    ]);
    expect(integrationFindings(named, facts(null))).toEqual([]);
  });

  it("only warns when the catalogue cannot be read", () => {
    expect(codes(integrationFindings(content(), { ...facts(), catalogue: null }))).toEqual([
      "warning integrationCatalogueUnavailable",
    ]);
  });

  it("asks an app with single sign-on for what SSO needs, as a warning", () => {
    expect(codes(integrationFindings(content({ ssoSupported: true }), facts()))).toEqual([
      "warning integrationSsoMissing",
    ]);
    const given = content({ ssoSupported: true }, { acsUrl: "https://kintai.example/saml/acs" });
    expect(integrationFindings(given, facts())).toEqual([]);
  });
});
