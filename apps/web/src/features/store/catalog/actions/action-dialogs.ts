import type { TActionGate, TAppAction, TMenuItem } from "@store/domain/action-button";
import type { TDialogKind } from "@store/domain/enums";
import { SUITE_DATA_APP_CODE } from "@store/domain/suite-data-app";
import { contactPagePath } from "@/paths/contact-request-paths";

export type TDialogRequest = { kind: TDialogKind; props: Record<string, unknown> };

/** SPEC §6: the shell dialog a viewer who may not act yet gets instead; null when they may act. */
export function dialogForGate(gate: TActionGate): TDialogRequest | null {
  switch (gate) {
    case "proceed":
      return null;
    case "loggedInUserOnlyDialog":
      return { kind: "loggedInUserOnly", props: {} };
    case "adminLoginDialog":
      return { kind: "login", props: { adminRequired: true } };
    case "adminUserOnlyDialog":
      return { kind: "adminUserOnly", props: {} };
  }
}

export type TActionEffect =
  | { type: "dialog"; dialog: TDialogRequest }
  | { type: "open"; url: string }
  | { type: "navigate"; href: string }
  | { type: "none" };

type TActionable = Exclude<
  TAppAction,
  { kind: "hidden" | "discontinued" | "comingSoon" | "alreadyIntegrated" | "menu" }
>;

/** What pressing an action or menu item does once the viewer may act (SPEC §4, §2 dialogs). */
export function proceedEffect(action: TActionable | TMenuItem, app: { code: string; name: string }): TActionEffect {
  const props = { code: app.code, name: app.name };
  switch (action.kind) {
    case "openApp":
      return { type: "open", url: action.url };
    case "alreadyIntegrated":
      return { type: "none" };
    // SPEC §3 request kind trial: the app's contact page, on its trial form.
    case "requestTrial":
      return { type: "navigate", href: contactPagePath(app.code, "trial") };
    case "installAddon":
      return { type: "dialog", dialog: { kind: "installApp", props } };
    // The store offers one connection method, connecting through the install dialog.
    case "startIntegration":
      return { type: "dialog", dialog: { kind: "installApp", props } };
    // A single method: the IdP connect flow of the install dialog, with no choice to make.
    case "connectIdp":
      return { type: "dialog", dialog: { kind: "installApp", props } };
    case "startIntegrationMenu":
      return { type: "dialog", dialog: { kind: "connection", props } };
    case "openSuiteData":
      return action.url
        ? { type: "open", url: action.url }
        : { type: "navigate", href: `/apps/${SUITE_DATA_APP_CODE}` };
    case "installSuiteData":
      return { type: "dialog", dialog: { kind: "suiteDataPageNavigation", props } };
    case "openIdp":
      return action.url ? { type: "open", url: action.url } : { type: "none" };
    case "openDataIntegration":
      return action.url
        ? { type: "open", url: action.url }
        : { type: "navigate", href: `/apps/${SUITE_DATA_APP_CODE}` };
  }
}

/** The install actions a member without admin authority may ask their admins for. */
const REQUESTABLE_ACTIONS: ReadonlySet<string> = new Set([
  "installAddon",
  "startIntegration",
  "connectIdp",
  "startIntegrationMenu",
]);

/** The effect of pressing, for this viewer: the gate's dialog first, else the action itself. */
export function pressEffect(action: TActionable | TMenuItem, app: { code: string; name: string }): TActionEffect {
  const dialog = dialogForGate(action.gate);
  // SPEC §3 Access request: a member who may not install may ask the admins for the app instead.
  if (dialog?.kind === "adminUserOnly" && REQUESTABLE_ACTIONS.has(action.kind)) {
    return { type: "dialog", dialog: { kind: "adminUserOnly", props: { code: app.code, name: app.name } } };
  }
  return dialog ? { type: "dialog", dialog } : proceedEffect(action, app);
}

/** The screen of a tenant the parent service blocks (blocked-admin-screen.ts), as the tenantAccess dialog shows it. */
export type TBlockedAdminScreen = { screen: string; subdomain: string | null };

/**
 * An admin-only action of a member whose tenant the parent service blocks (payment, IP
 * restriction, inactive subdomain): that state's screen as a dialog, not 'administrator
 * authority needed'; null when the action goes its usual way. `blocked` is decided on the server
 * (blockedAdminScreen), so the table of screens stays out of the page's first-load script.
 */
export function tenantAccessEffect(
  action: TActionable | TMenuItem,
  blocked: TBlockedAdminScreen | null,
): TActionEffect | null {
  if (action.requires !== "admin" || !blocked) return null;
  return { type: "dialog", dialog: { kind: "tenantAccess", props: { ...blocked } } };
}
