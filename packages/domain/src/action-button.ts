// SPEC §4 'App action button' and SPEC §6 roles, as one pure decision: what the action area of
// an app shows, and what pressing each action does for the current viewer.
import type { TFeatureType, TIntegrationType, TAppStatus, TPriceType } from "./enums";

export type TViewer = "visitor" | "tenantUser" | "tenantAdmin";

/** Who may carry out an action (SPEC §6). */
export type TActionRequirement = "none" | "login" | "admin";

/** What pressing an action does for this viewer (SPEC §6). */
export type TActionGate =
  /** The viewer may act. */
  | "proceed"
  /** A visitor doing a login-needed action. */
  | "loggedInUserOnlyDialog"
  /** A visitor doing an admin-only action: login dialog titled 'administrator authority required'. */
  | "adminLoginDialog"
  /** A signed-in non-admin doing an admin-only action. */
  | "adminUserOnlyDialog";

export type TActionApp = {
  status: TAppStatus;
  integrationType: TIntegrationType;
  installable: boolean;
  installed: boolean;
  suiteDataIntegrationOnly: boolean;
  suiteDataInstalled: boolean;
  isSuiteOptionWithSubscription: boolean;
  url: string | null;
  suiteDataUrl: string | null;
  suiteIdpUrl: string | null;
  supportedSuiteOptions: { featureType: TFeatureType }[];
  plan: { priceType: TPriceType } | null;
};

export type TMenuItem =
  | { kind: "openApp"; url: string; requires: TActionRequirement; gate: TActionGate }
  | { kind: "alreadyIntegrated"; requires: TActionRequirement; gate: TActionGate }
  /** The IdP function of the suite. */
  | { kind: "openIdp"; url: string | null; requires: TActionRequirement; gate: TActionGate }
  /**
   * The startIntegrationMenu state (SPEC §4): opens the connection dialog, where the admin chooses
   * the method (IdP, data integration) of an app that supports several.
   */
  | { kind: "startIntegrationMenu"; requires: TActionRequirement; gate: TActionGate }
  /** Connect the app to the suite's IdP (not installed yet). */
  | { kind: "connectIdp"; requires: TActionRequirement; gate: TActionGate }
  /** Opens suiteDataUrl when the data app is installed, else the app's detail page. */
  | { kind: "openDataIntegration"; url: string | null; requires: TActionRequirement; gate: TActionGate };

export type TAppAction =
  | { kind: "hidden" }
  | { kind: "discontinued" }
  | { kind: "comingSoon" }
  | { kind: "requestTrial"; requires: TActionRequirement; gate: TActionGate }
  | { kind: "openApp"; url: string; requires: TActionRequirement; gate: TActionGate }
  | { kind: "alreadyIntegrated" }
  /** Add-on install of install, option and labs apps. */
  | { kind: "installAddon"; requires: TActionRequirement; gate: TActionGate }
  /** 'start integration': the startIntegrationMenu state, which opens the connection dialog. */
  | { kind: "startIntegration"; requires: TActionRequirement; gate: TActionGate }
  | { kind: "openSuiteData"; url: string | null; requires: TActionRequirement; gate: TActionGate }
  /** The data app is needed first: the data-integration-needed dialog leads to its page. */
  | { kind: "installSuiteData"; requires: TActionRequirement; gate: TActionGate }
  | { kind: "menu"; items: TMenuItem[] };

export function gateAction(requires: TActionRequirement, viewer: TViewer): TActionGate {
  if (requires === "none") return "proceed";
  if (requires === "login") return viewer === "visitor" ? "loggedInUserOnlyDialog" : "proceed";
  if (viewer === "visitor") return "adminLoginDialog";
  return viewer === "tenantUser" ? "adminUserOnlyDialog" : "proceed";
}

const ADDON_TYPES: readonly TIntegrationType[] = ["install", "suite_option", "suite_labs"];

/** SPEC §4 step 2: a paid option app that is not installable counts as one with subscription. */
export function isOptionWithSubscription(app: TActionApp): boolean {
  return (
    app.isSuiteOptionWithSubscription ||
    (app.integrationType === "suite_option" && app.plan?.priceType === "paid" && !app.installable)
  );
}

export function decideAppAction(app: TActionApp, viewer: TViewer): TAppAction {
  const need = (requires: TActionRequirement) => ({ requires, gate: gateAction(requires, viewer) });
  const features = new Set(app.supportedSuiteOptions.map((option) => option.featureType));
  const idpOnly = features.size === 1 && features.has("idp");
  const dataOnly = features.size === 1 && features.has("suite_data");
  const openIdp: TMenuItem = { kind: "openIdp", url: app.suiteIdpUrl, ...need("login") };
  const openDataIntegration: TMenuItem = {
    kind: "openDataIntegration",
    url: app.suiteDataInstalled ? app.suiteDataUrl : null,
    ...need("admin"),
  };
  const dataAction = (): TAppAction =>
    app.suiteDataInstalled
      ? { kind: "openSuiteData", url: app.suiteDataUrl, ...need("login") }
      : { kind: "installSuiteData", ...need("admin") };

  // 1.
  if (app.status === "upcoming") return { kind: "comingSoon" };
  // 2.
  if (isOptionWithSubscription(app)) return { kind: "requestTrial", ...need("login") };
  // 3.
  if (app.status === "discontinued") return { kind: "discontinued" };
  if (!app.installed && !app.installable && !app.suiteDataIntegrationOnly) return { kind: "hidden" };

  // 4.
  if (app.installed) {
    const openOrIntegrated = (): TAppAction =>
      app.url ? { kind: "openApp", url: app.url, ...need("none") } : { kind: "alreadyIntegrated" };
    if (ADDON_TYPES.includes(app.integrationType) || features.size === 0) return openOrIntegrated();
    if (idpOnly) {
      const first: TMenuItem = app.url
        ? { kind: "openApp", url: app.url, ...need("none") }
        : { kind: "alreadyIntegrated", ...need("none") };
      return { kind: "menu", items: [first, openIdp] };
    }
    if (dataOnly) return dataAction();
    return { kind: "menu", items: [openDataIntegration, openIdp] };
  }

  // 5.
  if (ADDON_TYPES.includes(app.integrationType)) return { kind: "installAddon", ...need("admin") };
  if (features.size === 0) return { kind: "startIntegration", ...need("admin") };
  if (dataOnly) return dataAction();
  if (idpOnly) return { kind: "menu", items: [{ kind: "connectIdp", ...need("admin") }, openIdp] };
  if (features.size > 1) {
    return { kind: "menu", items: [{ kind: "startIntegrationMenu", ...need("admin") }, openDataIntegration, openIdp] };
  }
  return { kind: "hidden" };
}
