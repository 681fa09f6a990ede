// What installing the app needs (issue 27): a connect or adapt app names an OAuth client that is
// registered and active at the parent service, with redirect URIs it accepts; its scopes come from
// the suite's catalogue, fit its integration type and agree with its connection table; an install
// or labs app names its add-on, registered and active there; an app with single sign-on says what
// SSO needs.
import {
  allowedScopes,
  redirectUriIssue,
  registrationKind,
  type TScopeCatalogue,
  type TOauthClientState,
} from "../integration";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { failed, warning } from "./draft-checks-input";

/**
 * The provider's OAuth client the content names, as the store knows it; null when it names none of
 * theirs. A client without a registration (made by the store's operators before issue 27) is
 * `registered: false`: its state and redirect URIs are the parent service's business alone.
 */
export type TIntegrationClientFacts = {
  registered: boolean;
  state: TOauthClientState;
  redirectUris: readonly string[];
  scopes: readonly string[];
} | null;

/**
 * The provider's add-on the content names, as the store knows it; null when it names none of
 * theirs. An add-on without a registration (the store's before issue 27) is `registered: false`.
 */
export type TIntegrationAddonFacts = {
  registered: boolean;
  state: TOauthClientState;
  addonUrl: string;
  scopes: readonly string[];
} | null;

export type TIntegrationFacts = {
  /** Null when the parent service's catalogue could not be read: the scopes stay unchecked. */
  catalogue: TScopeCatalogue | null;
  client: TIntegrationClientFacts;
  addon: TIntegrationAddonFacts;
  /** http redirect URIs on the loopback host are accepted (development set-ups). */
  allowLoopbackHttp: boolean;
};

const blank = (value: string | null | undefined) => !value?.trim();
const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === "https:";

function clientFindings(content: TAppContent, client: TIntegrationClientFacts, allowLoopbackHttp: boolean) {
  const findings: TPreCheckFinding[] = [];
  const path = ["integration", "oauthClientId"];
  if (blank(content.integration.oauthClientId)) return [failed(path, "integrationClientMissing")];
  if (client === null) return [failed(path, "integrationClientUnknown")];
  if (!client.registered) return [];
  if (client.state === "disabled") findings.push(failed(path, "integrationClientDisabled"));
  if (client.state === "missing") findings.push(failed(path, "integrationClientGone"));
  if (client.redirectUris.length === 0) findings.push(failed(path, "integrationRedirectMissing"));
  for (const uri of client.redirectUris) {
    const issue = redirectUriIssue(uri, allowLoopbackHttp);
    if (issue)
      findings.push(failed(path, issue === "httpsRequired" ? "integrationRedirectHttps" : "invalidUrl", { url: uri }));
  }
  return findings;
}

function scopeFindings(content: TAppContent, facts: TIntegrationFacts): TPreCheckFinding[] {
  const { scopes } = content.integration;
  const { catalogue } = facts;
  const path = ["integration", "scopes"];
  if (scopes.length === 0) return [];
  if (!catalogue) return [warning(path, "integrationCatalogueUnavailable")];
  const findings: TPreCheckFinding[] = [];
  const registration = registrationKind(content.integrationType) === "addon" ? facts.addon : facts.client;
  const registeredScopes = registration?.registered ? new Set(registration.scopes) : null;
  const known = new Set(catalogue.scopes.map((scope) => scope.name));
  const allowed = allowedScopes(catalogue, content.integrationType);
  for (const scope of scopes) {
    if (!known.has(scope)) findings.push(failed(path, "integrationScopeUnknown", { scope }));
    else if (!allowed.has(scope)) findings.push(failed(path, "integrationScopeNotAllowed", { scope }));
    else if (registeredScopes && !registeredScopes.has(scope))
      findings.push(failed(path, "integrationScopeNotRegistered", { scope }));
  }
  const items = [
    ...(content.connection?.basicItems ?? []),
    ...(content.connection?.groupItems ?? []),
    ...(content.connection?.customItems ?? []),
  ];
  const writesToSuite = items.some((item) => item.direction === "to_suite" || item.direction === "both");
  const asksWrite = scopes.some((scope) => scope.endsWith(":write"));
  if (writesToSuite && !asksWrite) findings.push(failed(path, "integrationWriteScopeMissing"));
  // The listing explains what the app reads and writes in its connection table.
  if (items.length === 0) findings.push(warning(path, "integrationScopesUnexplained"));
  else if (asksWrite && !writesToSuite) findings.push(warning(path, "integrationWriteUnexplained"));
  return findings;
}

function addonFindings(content: TAppContent, addon: TIntegrationAddonFacts, allowLoopbackHttp: boolean) {
  const path = ["integration", "addonKey"];
  if (blank(content.integration.addonKey)) return [failed(path, "integrationAddonMissing")];
  if (addon === null) return [failed(path, "integrationAddonUnknown")];
  if (!addon.registered) return [];
  const findings: TPreCheckFinding[] = [];
  if (addon.state === "disabled") findings.push(failed(path, "integrationAddonDisabled"));
  if (addon.state === "missing") findings.push(failed(path, "integrationAddonGone"));
  const issue = redirectUriIssue(addon.addonUrl, allowLoopbackHttp);
  if (issue)
    findings.push(
      failed(path, issue === "httpsRequired" ? "integrationRedirectHttps" : "invalidUrl", { url: addon.addonUrl }),
    );
  return findings;
}

function ssoFindings(content: TAppContent): TPreCheckFinding[] {
  if (!content.ssoSupported) return [];
  const { ssoMetadataUrl, acsUrl } = content.integration;
  if (blank(ssoMetadataUrl) && blank(acsUrl))
    return [warning(["integration", "ssoMetadataUrl"], "integrationSsoMissing")];
  return [
    ["ssoMetadataUrl", ssoMetadataUrl],
    ["acsUrl", acsUrl],
  ].flatMap(([field, value]) =>
    value && !isHttps(value)
      ? [failed(["integration", field as string], "integrationRedirectHttps", { url: value })]
      : [],
  );
}

/**
 * What installing needs and is not there: a working registration (an active OAuth client with
 * redirect URIs the parent service accepts, or an active add-on at an https address) and, for a connection, the
 * scopes it asks. Refusals at approval to a listed status (issue 27); warnings in the pre-checks,
 * so a provider may submit while setting it up and the reviewer reads what is missing.
 */
export function registrationFindings(content: TAppContent, facts: TIntegrationFacts): TPreCheckFinding[] {
  const kind = registrationKind(content.integrationType);
  if (kind === "addon") return addonFindings(content, facts.addon, facts.allowLoopbackHttp);
  if (kind === "none") return [];
  const findings = clientFindings(content, facts.client, facts.allowLoopbackHttp);
  if (content.integration.scopes.length === 0)
    findings.push(failed(["integration", "scopes"], "integrationScopesMissing"));
  return findings;
}

/** The integration rule of the pre-checks: registration gaps as warnings, contradictions as refusals. */
export function integrationFindings(content: TAppContent, facts: TIntegrationFacts): TPreCheckFinding[] {
  const gaps = registrationFindings(content, facts).map((finding) => ({ ...finding, outcome: "warning" as const }));
  return [...gaps, ...scopeFindings(content, facts), ...ssoFindings(content)];
}

/** Whether the app may be listed (published or upcoming): its registration works and nothing contradicts. */
export function listingRefusals(content: TAppContent, facts: TIntegrationFacts): TPreCheckFinding[] {
  return [...registrationFindings(content, facts), ...scopeFindings(content, facts), ...ssoFindings(content)].filter(
    (finding) => finding.outcome === "failed",
  );
}
