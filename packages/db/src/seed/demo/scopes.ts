import { type TContentIntegration, emptyIntegration } from "@store/domain/schemas/app-content";
import type { TDemoCategoryKey } from "./taxonomy";
import type { TDemoApp } from "./types";

// Issue 27: what the demo's connect and adapt apps ask every tenant to grant, from what they are
// about (their categories) and which way their connection table moves data. Every such app reads
// the employee and department masters; one that writes to the suite asks a write scope.

const BY_CATEGORY: Partial<Record<TDemoCategoryKey, readonly string[]>> = {
  payroll: ["payroll:read", "payroll:write", "attendance:read"],
  "year-end": ["payroll:read"],
  timecard: ["attendance:read", "attendance:write"],
  attendance: ["attendance:read", "attendance:write"],
  shift: ["attendance:read", "leave:read"],
  schedule: ["attendance:read", "leave:read"],
  evaluation: ["evaluations:read", "evaluations:write"],
  talent: ["evaluations:read"],
  onboarding: ["employees:write"],
  applicant: ["employees:write"],
};

/** The OAuth client id the demo seed gives an app (its own, or its provider's shared one). */
export function demoClientId(app: Pick<TDemoApp, "code" | "sharedOauthClient">): string {
  return `oc_${(app.sharedOauthClient ?? app.code).replaceAll("-", "_")}`;
}

/** The add-on key the demo seed gives an install or labs app, and where its add-on lives. */
export function demoAddon(app: Pick<TDemoApp, "code">): { addonKey: string; addonUrl: string } {
  return { addonKey: `ad_${app.code}`, addonUrl: `https://addons.hr-suite.example/${app.code}` };
}

/**
 * The demo app's integration settings: for connect and adapt, its client and the scopes it asks;
 * for an add-on app, its add-on.
 */
export function demoIntegration(app: TDemoApp): TContentIntegration {
  if (app.integration) return app.integration;
  if (app.integrationType === "install" || app.integrationType === "suite_labs") {
    return { ...emptyIntegration(), addonKey: demoAddon(app).addonKey };
  }
  if (app.integrationType !== "connect" && app.integrationType !== "adapt") return emptyIntegration();
  const scopes = new Set(["employees:read", "departments:read"]);
  for (const category of app.categories) for (const scope of BY_CATEGORY[category] ?? []) scopes.add(scope);
  const connection = app.connection;
  const items = [
    ...(connection?.basicItems ?? []),
    ...(connection?.groupItems ?? []),
    ...(connection?.customItems ?? []),
  ];
  const writes = items.some((item) => item.direction === "to_suite" || item.direction === "both");
  if (writes && ![...scopes].some((scope) => scope.endsWith(":write"))) scopes.add("employees:write");
  return { ...emptyIntegration(), oauthClientId: demoClientId(app), scopes: [...scopes].sort() };
}
